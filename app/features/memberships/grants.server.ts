import type { Kysely } from "kysely";
import { Temporal } from "temporal-polyfill";
import { allowanceText, type CreditProduct, type MembershipProduct } from "#app/content/products.ts";
import { type Database, forUpdate, type Tables } from "#app/platform/data/database.server.ts";
import { type LedgerActor, openGrant } from "./credit-ledger.server.ts";
import { recordMembershipPeriod } from "./membership-periods.server.ts";
import { insertMembership } from "./membership-rows.server.ts";
import { longDateLabel } from "./wording.ts";

/** What a sale entitles the member to, written in the sale's transaction (sales.server.ts). */

type Trx = Kysely<Tables>;

/** A desk sale of a membership to a member whose membership is billed by Stripe: changed online, not at the desk. */
export class BilledOnline extends Error {
  override name = "BilledOnline";
  constructor() {
    super("This member pays for their membership online: they change it in the billing portal.");
  }
}

export type Granted =
  | {
      kind: "membership";
      id: string;
      productId: string;
      renewed: boolean;
      status: "active" | "paused";
      renewsAt: string;
    }
  | { kind: "credits"; id: string; productId: string; credits: number; expiresAt: string };

/** A month on from `from` (31 Jan → 28/29 Feb), as Temporal clamps it. */
export function oneMonthAfter(from: Date): Date {
  const next = Temporal.Instant.fromEpochMilliseconds(from.getTime()).toZonedDateTimeISO("UTC").add({ months: 1 });
  return new Date(next.epochMilliseconds);
}

function daysAfter(from: Date, days: number): Date {
  return new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
}

/**
 * The member's membership that a desk sale renews: one still running (or paused) gets
 * another month from its end, under the product now sold; no joining fee is due. Locked, so
 * two desks selling a month at once add two months, not one.
 */
export async function renewableMembership(database: Pick<Database, "kind">, trx: Trx, userId: string, now: Date) {
  const live = await forUpdate(
    database,
    trx
      .selectFrom("memberships")
      .select(["id", "status", "current_period_end", "stripe_subscription_id"])
      .where("user_id", "=", userId)
      .where("status", "in", ["active", "paused", "past_due"])
      .where((eb) => eb.or([eb("current_period_end", ">", now.toISOString()), eb("status", "=", "paused")]))
      .orderBy("current_period_end", "desc")
      .limit(1),
  ).executeTakeFirst();
  if (live?.stripe_subscription_id) throw new BilledOnline();
  return live;
}

export async function grantMembership(
  trx: Trx,
  product: MembershipProduct,
  {
    userId,
    saleId,
    now,
    renew,
  }: { userId: string; saleId: string; now: Date; renew?: { id: string; status: string; current_period_end: string } },
): Promise<Granted> {
  if (renew) {
    const from = new Date(Math.max(now.getTime(), Date.parse(renew.current_period_end)));
    const renewsAt = oneMonthAfter(from).toISOString();
    await trx
      .updateTable("memberships")
      .set({
        product_id: product.id,
        classes_per_week: product.classesPerWeek,
        current_period_end: renewsAt,
        updated_at: now.toISOString(),
      })
      .where("id", "=", renew.id)
      .execute();
    await recordMembershipPeriod(trx, { saleId, membershipId: renew.id, userId, startsAt: from, endsAt: renewsAt });
    const status = renew.status === "paused" ? "paused" : "active";
    return { kind: "membership", id: renew.id, productId: product.id, renewed: true, status, renewsAt };
  }
  const renewsAt = oneMonthAfter(now).toISOString();
  const id = await insertMembership(trx, {
    userId,
    productId: product.id,
    saleId,
    classesPerWeek: product.classesPerWeek,
    startedAt: now,
    periodEnd: renewsAt,
  });
  await recordMembershipPeriod(trx, { saleId, membershipId: id, userId, startsAt: now, endsAt: renewsAt });
  return { kind: "membership", id, productId: product.id, renewed: false, status: "active", renewsAt };
}

/** A sale's credits: a grant and its `grant` row in the credit ledger, by whoever sold it (the desk) or the member (online). */
export async function grantCredits(
  trx: Trx,
  product: CreditProduct,
  {
    userId,
    saleId,
    now,
    oncePerPerson,
    actor,
  }: { userId: string; saleId: string; now: Date; oncePerPerson: boolean; actor: LedgerActor },
): Promise<Granted> {
  const expiresAt = daysAfter(now, product.validDays);
  const id = await openGrant(trx, {
    userId,
    productId: product.id,
    saleId,
    oncePerPerson,
    credits: product.credits,
    at: now,
    expiresAt,
    kind: "grant",
    actor,
    reason: null,
  });
  return { kind: "credits", id, productId: product.id, credits: product.credits, expiresAt: expiresAt.toISOString() };
}

/** What the receipt says a sale bought: "10 class credits, valid until 14 February 2027". */
export function grantedText(granted: Granted, product: { name: string; classesPerWeek?: number | null }): string {
  if (granted.kind === "credits") {
    const credits = granted.credits === 1 ? "1 class credit" : `${granted.credits} class credits`;
    return `${credits}, valid until ${longDateLabel(granted.expiresAt)}.`;
  }
  const limit = allowanceText(product.classesPerWeek ?? null).toLowerCase();
  return `Your ${product.name} membership (${limit}) ${granted.renewed ? "now runs" : "runs"} until ${longDateLabel(granted.renewsAt)}.`;
}
