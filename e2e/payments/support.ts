import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { terms } from "#app/content/terms.ts";
import { type Database, openDatabase } from "#app/platform/data/database.server.ts";
import { expect } from "#e2e/support/fixtures.ts";
import { type RunningServer, startServer } from "#tests/support/server-process.ts";
import { StripeStandIn } from "#tests/support/stripe-stand-in.ts";
import { testClockEnv } from "#tests/support/test-clock.ts";

/**
 * The payments specs run on a server of their own (the one launcher,
 * tests/support/server-process.ts): one that talks to a stand-in for Stripe, or one whose
 * clock stands where the test needs it (tests/support/test-clock.ts). Its SQLite file is
 * the specs' to write roles into.
 */
export async function ownServer(
  env: Record<string, string> = {},
): Promise<{ server: RunningServer; database: Database }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "ironpeak-e2e-payments-"));
  const server = await startServer({
    DATA_DIR: dataDir,
    DEMO_EMAIL: "",
    DEMO_STAFF_EMAIL: "",
    AUTH_RATE_LIMIT_MAX: "1000",
    BOOKING_RATE_LIMIT_MAX: "1000",
    ...env,
  });
  return { server, database: openDatabase({ kind: "sqlite", file: path.join(dataDir, "ironpeak.sqlite") }) };
}

export interface StripeServer {
  stripe: StripeStandIn;
  server: RunningServer;
  database: Database;
  stop(): Promise<void>;
}

/** `ownServer` taking payments through the Stripe stand-in, whose webhooks reach it. */
export async function ownServerWithStripe(): Promise<StripeServer> {
  const stripe = await new StripeStandIn().start();
  const { server, database } = await ownServer({
    STRIPE_SECRET_KEY: "sk_test_standin0123456789",
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  });
  stripe.webhookUrl = `http://127.0.0.1:${server.port}/api/stripe/webhook`;
  return {
    stripe,
    server,
    database,
    async stop() {
      await database.close();
      await server.stop();
      await stripe.stop();
    },
  };
}

/** A server started with this env stands `aheadMs` after the run's clock (tests/support/test-clock.ts). */
export function shiftedClock(aheadMs: number): Record<string, string> {
  return testClockEnv(process.env, aheadMs);
}

export interface Account {
  id: string;
  email: string;
  password: string;
}

/**
 * An account of the test's own on `origin`, signed up (terms accepted) through the API of
 * the page's browser context, which it leaves signed in.
 */
export async function signUpOn(page: Page, origin: string, label: string): Promise<Account> {
  const email = `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = "strong-password-1";
  const response = await page.request.post(`${origin}/api/auth/sign-up/email`, {
    headers: { origin },
    data: { email, password, name: label },
  });
  expect(response.status()).toBe(200);
  const accepted = await page.request.post(`${origin}/api/me/terms`, {
    headers: { origin },
    data: {
      version: terms.version,
      answers: Object.fromEntries(terms.questions.map((question) => [question.id, false])),
    },
  });
  expect(accepted.status()).toBe(201);
  return { id: ((await response.json()) as { user: { id: string } }).user.id, email, password };
}

/** Signs the page's browser in as `account` on `origin` (after whoever was signed in before). */
export async function signInOn(page: Page, origin: string, account: Account): Promise<void> {
  await page.context().clearCookies();
  const response = await page.request.post(`${origin}/api/auth/sign-in/email`, {
    headers: { origin },
    data: { email: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
}
