import type { ServerEnv } from "#app/platform/config/env.server.ts";
import { heldMailDir } from "#app/platform/config/mail-settings.server.ts";
import { databaseConfigFromEnv } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";

/**
 * What `npm start` (and `npm run dev`) says once it listens: where it serves, what it serves,
 * which database it uses, where e-mail goes and how members pay. A few lines a person reads at a glance; the
 * build's file listing stays with `npm run build`. Nothing secret: hosts, never credentials.
 */
export function startLog(env: ServerEnv, pages: string): string[] {
  const shownHost = env.HOST === "0.0.0.0" ? "localhost" : env.HOST;
  const address = `http://${shownHost}:${env.PORT}`;
  return [
    `Ironpeak is serving on ${address}${env.SITE_URL === address ? "" : ` for ${env.SITE_URL}`}`,
    `  pages     ${pages}`,
    `  database  ${databaseLine(env)}`,
    `  e-mail    ${mailLine(env)}`,
    `  payments  ${paymentsLine(env)}`,
    ...clockLines(),
    "Ctrl-C stops it.",
  ];
}

/** A clock a test moved is said out loud: no server runs on a shifted clock unnoticed. */
function clockLines(): string[] {
  const moved = clock.movedByTest();
  return moved === null
    ? []
    : [`  clock     moved by a test to ${clock.now().toISOString()} (${moved} ms from the real one)`];
}

function databaseLine(env: ServerEnv): string {
  const config = databaseConfigFromEnv(env);
  if (config.kind === "sqlite") return `SQLite, ${config.file}`;
  const url = new URL(config.url);
  return `PostgreSQL, ${url.hostname}:${url.port || "5432"}${url.pathname}`;
}

function mailLine(env: ServerEnv): string {
  if (!env.SMTP_URL) {
    return `kept, not sent (no SMTP_URL): written to ${heldMailDir(env)} and held in the outbox`;
  }
  const url = new URL(env.SMTP_URL);
  const port = url.port || (url.protocol === "smtps:" ? "465" : "587");
  return `sent through ${url.hostname}:${port} from ${env.MAIL_FROM}`;
}

function paymentsLine(env: ServerEnv): string {
  if (!env.STRIPE_SECRET_KEY) return "at the front desk (no STRIPE_SECRET_KEY): /pricing says how";
  const mode = env.STRIPE_SECRET_KEY.includes("_live_") ? "live" : "test";
  const api = env.STRIPE_API_URL ? `, API at ${new URL(env.STRIPE_API_URL).host}` : "";
  return `online with Stripe (${mode} mode${api}) and at the front desk`;
}
