import type Stripe from "stripe";
import { migrateAll, schemaOnlyAuth } from "#app/features/accounts/migrate-all.server.ts";
import { mailContextFrom } from "#app/features/mail/templates/mail-context.ts";
import { ConfigError, type ServerEnv } from "#app/platform/config/env.server.ts";
import { databaseConfigFromEnv, openDatabase } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { compareWithStripe, type Difference } from "./reconcile.server.ts";
import { paymentsFrom } from "./stripe.server.ts";
import { type EventOutcome, handledEventTypes, type PaymentServices, processEvent } from "./stripe-events.server.ts";

export interface SyncReport {
  applied: number;
  duplicate: number;
  ignored: number;
  failed: { id: string; type: string; error: string }[];
  /** Then, Stripe's charges and refunds of the period against our sales and refunds (reconcile.server.ts). */
  differences: Difference[];
}

/**
 * Replays Stripe's events of the last `days` (Stripe keeps 30) that change a membership or
 * record a payment: those this server already applied are skipped by their id, the others
 * are applied as the webhook would have, oldest first. For a server that was down, or a
 * webhook that was not set up yet: no payment is lost. Then the period's charges and refunds
 * at Stripe are compared with our sales and refunds, and what differs is listed. Reads only
 * at Stripe: the lists need no idempotency key.
 */
export async function syncEvents(
  services: PaymentServices,
  {
    days,
    now = clock.now(),
    onEvent,
  }: { days: number; now?: Date; onEvent?: (event: Stripe.Event, outcome: EventOutcome | "failed") => void },
): Promise<SyncReport> {
  const since = Math.floor(now.getTime() / 1000) - days * 24 * 60 * 60;
  const events: Stripe.Event[] = [];
  for await (const event of services.payments.stripe.events.list({
    created: { gte: since },
    types: [...handledEventTypes],
    limit: 100,
  })) {
    events.push(event);
  }
  events.sort((a, b) => a.created - b.created || a.id.localeCompare(b.id));
  const report: SyncReport = { applied: 0, duplicate: 0, ignored: 0, failed: [], differences: [] };
  for (const event of events) {
    try {
      const outcome = await processEvent(services, event, now);
      report[outcome]++;
      onEvent?.(event, outcome);
    } catch (error) {
      report.failed.push({
        id: event.id,
        type: event.type,
        error: error instanceof Error ? error.message : String(error),
      });
      onEvent?.(event, "failed");
    }
  }
  report.differences = await compareWithStripe(services.database, services.payments.stripe, {
    from: new Date(since * 1000),
    to: now,
  });
  return report;
}

/**
 * The sync as `npm run payments -- sync` runs it (scripts/payments.ts, through the server
 * build): on the database and Stripe account the environment names.
 */
export async function syncFromEnvironment(
  env: ServerEnv,
  options: { days: number; onEvent?: (event: Stripe.Event, outcome: EventOutcome | "failed") => void },
): Promise<SyncReport> {
  const payments = paymentsFrom(env);
  if (!payments) throw new ConfigError("Stripe is not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.");
  const database = openDatabase(databaseConfigFromEnv(env));
  try {
    await migrateAll(database, schemaOnlyAuth(database, env.SITE_URL));
    return await syncEvents({ database, payments, mail: { context: mailContextFrom(env) } }, options);
  } finally {
    await database.close();
  }
}
