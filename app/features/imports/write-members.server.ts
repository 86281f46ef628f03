import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import {
  lockMemberDetails,
  raiseDetailsVersion,
  writeMemberDetails,
} from "#app/features/accounts/member-details.server.ts";
import { type AuditActor, type NewAuditEntry, recordStaffActions } from "#app/features/staff/audit.server.ts";
import type { DatabaseKind, Tables } from "#app/platform/data/database.server.ts";
import type { CheckedRow } from "./check-rows.server.ts";
import { IMPORTED_REASON, IMPORTED_TERMS_VERSION, type RowPlan } from "./plan.server.ts";

/**
 * Writes a slice of an import's plan in the caller's transaction, a statement per table
 * for the whole slice (an INSERT of hundreds of rows), not one per person: 10,000 members
 * must move in within seconds on either database (docs/performance.md). Only what changes a
 * member who already has an account (their details, their note) is written one by one.
 * Accounts are made as better-auth stores them, without a password: an invitation to choose
 * one goes when the owner says (invitations.server.ts).
 */

type Trx = Kysely<Tables>;

export interface WriteContext {
  kind: DatabaseKind;
  importId: string;
  fileName: string;
  actor: AuditActor;
  now: Date;
}

export interface Written {
  created: number;
  updated: number;
  leads: number;
}

/** A name for an account the file gives none: the address's first part, as sign-up once did (member-details.ts `needsName`). */
const nameOf = (row: CheckedRow) => row.name ?? row.email.split("@")[0] ?? row.email;

function leadComment(row: CheckedRow, fileName: string): string {
  const lines = [`Imported from ${fileName}.`];
  if (row.phone) lines.push(`Phone: ${row.phone}`);
  if (row.note) lines.push(row.note);
  return lines.join("\n");
}

/** What a member's holdings from the file look like in the audit log. */
const holdings = (plan: RowPlan) => ({
  membership: plan.membership && plan.row.membership ? plan.row.membership.product.name : null,
  membershipRenews: plan.membership && plan.row.membership ? plan.row.membership.renewsAt : null,
  credits: plan.credits && plan.row.credits ? plan.row.credits.credits : null,
  termsAccepted: plan.terms ? plan.row.termsAcceptedAt : null,
});

async function insertHoldings(trx: Trx, owned: { userId: string; plan: RowPlan }[], context: WriteContext) {
  const at = context.now.toISOString();
  const memberships = owned.flatMap(({ userId, plan }) =>
    plan.membership && plan.row.membership
      ? [
          {
            id: randomUUID(),
            user_id: userId,
            product_id: plan.row.membership.product.id,
            sale_id: null,
            status: "active" as const,
            classes_per_week: plan.row.membership.product.classesPerWeek,
            started_at: plan.row.membership.startedAt,
            current_period_end: plan.row.membership.renewsAt,
            updated_at: at,
            stripe_subscription_id: null,
            cancels_at: null,
            paused_at: null,
            past_due_since: null,
          },
        ]
      : [],
  );
  if (memberships.length > 0) await trx.insertInto("memberships").values(memberships).execute();
  const grants = owned.flatMap(({ userId, plan }) =>
    plan.credits && plan.row.credits ? [{ id: randomUUID(), userId, credits: plan.row.credits }] : [],
  );
  if (grants.length > 0) {
    await trx
      .insertInto("credit_grants")
      .values(
        grants.map(({ id, userId, credits }) => ({
          id,
          user_id: userId,
          product_id: credits.product?.id ?? null,
          sale_id: null,
          once_per_person: credits.product?.oncePerPerson ? 1 : 0,
          credits_total: credits.credits,
          reason: IMPORTED_REASON,
          created_at: at,
          expires_at: credits.expiresAt,
        })),
      )
      .execute();
    // Each grant's first row in the credit ledger (decision 0150), as a sale's grant writes it.
    await trx
      .insertInto("credit_ledger")
      .values(
        grants.map(({ id, userId, credits }) => ({
          user_id: userId,
          grant_id: id,
          kind: "grant" as const,
          credits: credits.credits,
          at,
          booking_id: null,
          sale_id: null,
          actor_id: context.actor.id,
          actor: context.actor.label,
          reason: IMPORTED_REASON,
        })),
      )
      .execute();
  }
  const terms = owned.flatMap(({ userId, plan }) =>
    plan.terms && plan.row.termsAcceptedAt
      ? [
          {
            id: randomUUID(),
            user_id: userId,
            terms_version: IMPORTED_TERMS_VERSION,
            // Another system's terms: no answers to our health questions (asked at the first booking).
            answers: "{}",
            health_flag: 0,
            accepted_at: plan.row.termsAcceptedAt,
          },
        ]
      : [],
  );
  if (terms.length > 0) await trx.insertInto("terms_acceptances").values(terms).execute();
}

async function createAccounts(trx: Trx, plans: RowPlan[], context: WriteContext) {
  const at = context.now.toISOString();
  const stamp = context.kind === "sqlite" ? at : context.now;
  const owned = plans.map((plan) => ({ userId: randomUUID(), plan }));
  await trx
    .insertInto("user")
    .values(
      owned.map(({ userId, plan }) => ({
        id: userId,
        email: plan.row.email,
        name: nameOf(plan.row),
        // Nobody has shown they read this address yet: choosing a password from the invitation does.
        emailVerified: context.kind === "sqlite" ? 0 : false,
        createdAt: stamp,
        updatedAt: stamp,
        phone: plan.row.phone,
        emergencyContact: plan.row.emergencyContact,
      })),
    )
    .execute();
  // The users document every account has (better-auth's create hook writes it for the others).
  await trx
    .insertInto("users")
    .values(owned.map(({ plan }) => ({ email: plan.row.email, saved_shows: "[]", created_at: at })))
    .onConflict((conflict) => conflict.column("email").doNothing())
    .execute();
  await trx
    .insertInto("member_import_accounts")
    .values(owned.map(({ userId }) => ({ import_id: context.importId, user_id: userId, invited_at: null })))
    .execute();
  const notes = owned.filter(({ plan }) => plan.note !== null);
  if (notes.length > 0) {
    await trx
      .insertInto("member_notes")
      .values(
        notes.map(({ userId, plan }) => ({
          user_id: userId,
          note: plan.note ?? "",
          version: 1,
          updated_at: at,
          updated_by_id: context.actor.id,
          updated_by_email: context.actor.label,
        })),
      )
      .execute();
  }
  await insertHoldings(trx, owned, context);
  return owned.map(
    ({ userId, plan }): NewAuditEntry => ({
      actor: context.actor,
      action: "member.imported",
      subject: { type: "account", id: userId, label: plan.row.email },
      before: null,
      after: { import: context.importId, ...holdings(plan), note: plan.note !== null },
    }),
  );
}

async function updateAccount(trx: Trx, plan: RowPlan, context: WriteContext): Promise<NewAuditEntry | null> {
  const account = plan.account;
  if (!account) return null;
  const before: Record<string, string | null> = {};
  const after: Record<string, string | null> = {};
  if (plan.details) {
    const current = await lockMemberDetails({ kind: context.kind }, trx, account.id);
    if (current) {
      const details = {
        name: plan.row.name ?? current.name,
        phone: plan.row.phone ?? current.phone,
        emergencyContact: plan.row.emergencyContact ?? current.emergencyContact,
      };
      Object.assign(before, { name: current.name, phone: current.phone, emergencyContact: current.emergencyContact });
      Object.assign(after, details);
      await writeMemberDetails(trx, context.kind, account.id, details, context.now);
      await raiseDetailsVersion(trx, account.id, { from: current.version, by: context.actor, now: context.now });
    }
  }
  if (plan.note !== null) {
    const values = {
      note: plan.note,
      updated_at: context.now.toISOString(),
      updated_by_id: context.actor.id,
      updated_by_email: context.actor.label,
    };
    before.note = account.note?.text ?? "";
    after.note = plan.note;
    if (account.note) {
      await trx
        .updateTable("member_notes")
        .set((eb) => ({ ...values, version: eb("version", "+", 1) }))
        .where("user_id", "=", account.id)
        .execute();
    } else
      await trx
        .insertInto("member_notes")
        .values({ user_id: account.id, version: 1, ...values })
        .execute();
  }
  return {
    actor: context.actor,
    action: "member.import-changed",
    subject: { type: "account", id: account.id, label: plan.row.email },
    before,
    after: { import: context.importId, ...after, ...holdings(plan) },
  };
}

/** Writes `plans` (a slice of the file), in `trx`: the counts as written. */
export async function writePlans(trx: Trx, plans: RowPlan[], context: WriteContext): Promise<Written> {
  const creates = plans.filter((plan) => plan.kind === "create");
  const updates = plans.filter((plan) => plan.kind === "update");
  const leads = plans.filter((plan) => plan.kind === "lead");
  const audit: NewAuditEntry[] = creates.length > 0 ? await createAccounts(trx, creates, context) : [];
  for (const plan of updates) {
    const entry = await updateAccount(trx, plan, context);
    if (entry) audit.push(entry);
  }
  await insertHoldings(
    trx,
    updates.flatMap((plan) => (plan.account ? [{ userId: plan.account.id, plan }] : [])),
    context,
  );
  if (leads.length > 0) {
    await trx
      .insertInto("contact_inquiries")
      .values(
        leads.map((plan) => ({
          id: randomUUID(),
          created_at: context.now.toISOString(),
          full_name: nameOf(plan.row),
          email: plan.row.email,
          class_name: null,
          comment: leadComment(plan.row, context.fileName),
        })),
      )
      .execute();
  }
  await recordStaffActions(trx, audit, context.now);
  return { created: creates.length, updated: updates.length, leads: leads.length };
}
