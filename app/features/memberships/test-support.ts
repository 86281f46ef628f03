import { currentProducts, type StoredProduct } from "#app/features/products/current-products.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { memberCreditsLeft, openGrant, SYSTEM } from "./credit-ledger.server.ts";
import { insertMembership } from "./membership-rows.server.ts";

/**
 * Booking needs an entitlement (app/content/booking-rules.ts), and the gym's rule stays on
 * in tests: members of tests about something else than paying are given this membership,
 * unlimited and never lapsing, by the test helpers that create them (booking's
 * createMembers, membersInDatabase and signUp in tests/support/api-members.ts, the
 * browser tests' fixtures). Its product is no product of the gym's, so a test never
 * depends on what the content sells.
 */
export const TEST_MEMBERSHIP = {
  productId: "test-unlimited",
  startedAt: "2000-01-01T00:00:00.000Z",
  periodEnd: "9999-12-31T00:00:00.000Z",
} as const;

export async function giveTestMembership(database: Database, userIds: string[]): Promise<void> {
  for (const userId of userIds)
    await giveMembershipAs(database, userId, { periodEnd: new Date(TEST_MEMBERSHIP.periodEnd) });
}

/** Class credits of no product of the gym's (a staff adjustment's shape): `count`, expiring at `expiresAt`. */
export async function giveTestCredits(
  database: Database,
  userId: string,
  { count, expiresAt, createdAt = clock.now() }: { count: number; expiresAt: Date; createdAt?: Date },
): Promise<string> {
  return database.writeTransaction((trx) =>
    openGrant(trx, {
      userId,
      productId: null,
      saleId: null,
      oncePerPerson: false,
      credits: count,
      at: createdAt,
      expiresAt,
      kind: "adjust",
      actor: SYSTEM,
      reason: "test credits",
    }),
  );
}

/** A membership of the test's own making (for the statuses and limits a test is about). */
export async function giveMembershipAs(
  database: Database,
  userId: string,
  row: {
    status?: "active" | "paused" | "past_due" | "ended";
    classesPerWeek?: number | null;
    periodEnd: Date;
    pastDueSince?: Date | null;
    stripeSubscriptionId?: string | null;
    cancelsAt?: Date | null;
  },
): Promise<string> {
  return insertMembership(database.db, {
    userId,
    productId: TEST_MEMBERSHIP.productId,
    saleId: null,
    classesPerWeek: row.classesPerWeek ?? null,
    startedAt: new Date(TEST_MEMBERSHIP.startedAt),
    periodEnd: row.periodEnd.toISOString(),
    status: row.status ?? "active",
    stripeSubscriptionId: row.stripeSubscriptionId ?? null,
    cancelsAt: row.cancelsAt ? row.cancelsAt.toISOString() : null,
    pastDueSince: row.pastDueSince ? row.pastDueSince.toISOString() : null,
  });
}

/** The credits the member has left, over every unexpired grant (the sums of their ledger rows). */
export async function creditsLeft(database: Database, userId: string, now = clock.now()): Promise<number> {
  return memberCreditsLeft(database.db, userId, now);
}

/** The mail context of tests that sell (the receipt's links point here). */
export const TEST_MAIL = { origin: "https://gym.example", staffEmail: "desk@gym.example" } as const;

/**
 * A product the gym's content sells, by shape rather than by id, so the tests hold for any
 * gym that sells such a thing: a limited or unlimited membership, a pack of several
 * credits, a single drop-in, an intro offer.
 */
export function productOfShape(shape: "limited" | "unlimited" | "pack" | "drop-in" | "intro"): StoredProduct {
  const found = currentProducts().forSale.find((product) => {
    if (shape === "limited") return product.kind === "membership" && product.classesPerWeek !== null;
    if (shape === "unlimited") return product.kind === "membership" && product.classesPerWeek === null;
    if (product.kind === "membership") return false;
    if (shape === "intro") return product.oncePerPerson;
    if (shape === "pack") return !product.oncePerPerson && product.credits > 1;
    return !product.oncePerPerson && product.credits === 1;
  });
  if (!found) throw new Error(`the gym sells no ${shape} product, which this test needs`);
  return found;
}
