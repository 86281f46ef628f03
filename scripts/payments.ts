/**
 * `npm run payments -- sync [--days N]`: applies the Stripe events this server missed (it
 * was down, or the webhook was not set up yet), from Stripe's own list of events, to the
 * same database the server uses (DATA_DIR's SQLite file or DATABASE_URL). Safe to run at
 * any time, as often as wanted: an event applied before is skipped. Then it lists where
 * Stripe's charges and refunds of the period and our records differ. See docs/payments.md.
 * It runs the server build (npm builds it first when stale), whose e-mail templates are compiled.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { syncFromEnvironment } from "#app/features/payments/sync.server.ts";
import { ConfigError, parseEnv } from "#app/platform/config/env.server.ts";
import { escapeControlCharacters } from "#app/platform/security/control-characters.ts";
import { parseCli, usageError } from "./cli.ts";

const USAGE = `Usage: npm run payments -- sync [--days N]

Commands:
  sync   Replay Stripe's events of the last N days that change a membership or record a
         payment, skipping those already applied (Stripe keeps events for 30 days); then
         compare Stripe's charges and refunds of those days with the sales and refunds
         recorded here, and list what differs.

Options:
  --days N     how far back to look, 1 to 30 (default 30)
  -h, --help   show this help

Needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, and the DATA_DIR / DATABASE_URL the
server uses. E-mail it owes (receipts, failed payments) goes to the outbox, which a running
server sends.`;

const args = process.argv.slice(2);
const command = args[0]?.startsWith("-") ? undefined : args[0];
const options = parseCli(USAGE, { days: { type: "string", default: "30" } }, command ? args.slice(1) : args);
if (command !== "sync") usageError(USAGE, command ? `Unknown command "${command}".` : "Say what to do: sync.");
const days = Number(options.days);
if (!/^\d+$/.test(options.days ?? "") || days < 1 || days > 30)
  usageError(USAGE, `--days: 1 to 30, not ${options.days}`);

const serverBuild = path.resolve(import.meta.dirname, "../build/server/index.js");
try {
  const env = parseEnv(process.env);
  if (!env.STRIPE_SECRET_KEY) {
    throw new ConfigError(
      "Stripe is not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (docs/payments.md).",
    );
  }
  if (!existsSync(serverBuild)) throw new ConfigError("There is no build: run `npm run build` first.");
  const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  const entry = build.entry.module as ServerBuild["entry"]["module"] & {
    syncFromEnvironment?: typeof syncFromEnvironment;
  };
  const sync = entry.syncFromEnvironment;
  if (!sync) throw new ConfigError("The build is older than this script: run `npm run build` first.");
  const report = await sync(env, {
    days,
    onEvent: (event, outcome) =>
      console.log(
        escapeControlCharacters(
          `${new Date(event.created * 1000).toISOString()} ${event.id} ${event.type}: ${outcome}`,
        ),
      ),
  });
  console.log(
    `Applied ${report.applied}, already applied ${report.duplicate}, not about payments ${report.ignored}, failed ${report.failed.length}.`,
  );
  for (const failure of report.failed) {
    console.error(escapeControlCharacters(`Failed: ${failure.id} (${failure.type}): ${failure.error}`));
  }
  for (const difference of report.differences) {
    console.log(escapeControlCharacters(`Differs: ${difference.id}: ${difference.what}`));
  }
  console.log(
    report.differences.length === 0
      ? "Stripe's charges and refunds of the period match the sales and refunds recorded here."
      : `${report.differences.length} difference${report.differences.length === 1 ? "" : "s"} with Stripe: look into each.`,
  );
  if (report.failed.length > 0) process.exitCode = 1;
} catch (error) {
  // The build bundles its own copy of ConfigError: known by name as well as by class.
  const configError = error instanceof ConfigError || (error instanceof Error && error.name === "ConfigError");
  console.error(configError ? (error as Error).message : error);
  process.exitCode = 1;
}
