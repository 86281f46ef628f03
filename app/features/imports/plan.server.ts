import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { Tables } from "#app/platform/data/database.server.ts";
import type { CheckedRow } from "./check-rows.server.ts";
import type { ImportCounts, ImportProblem } from "./outcome.ts";

/**
 * What committing the checked rows would do, read from the database (nothing written): for
 * each row, whether it creates an account, changes one, changes nothing, or adds a lead,
 * and which of its parts are new. Keyed by e-mail, so the same file a second time plans
 * nothing (decision 0187):
 * - details (name, phone, emergency contact) change when the file has a value that differs;
 * - the desk's note gets the file's note added, unless it holds it already;
 * - a membership is added when the member holds none that runs; one running already is left
 *   alone (the desk changes it), and said so unless it is the file's;
 * - credits are granted once per member (a grant whose reason is "imported"); a later file
 *   with other credits is said so, not granted again;
 * - terms accepted are recorded once per member.
 */

/** The terms version an imported acceptance is recorded under: another system's terms, not ours. */
export const IMPORTED_TERMS_VERSION = "imported";
/** The reason of a grant the import made (and the ledger row's). */
export const IMPORTED_REASON = "imported";

export interface Existing {
  id: string;
  name: string;
  phone: string | null;
  emergencyContact: string | null;
  note: { text: string; version: number } | null;
  membership: { productId: string; renewsAt: string } | null;
  importedCredits: { productId: string | null; credits: number; expiresAt: string } | null;
  importedTerms: boolean;
}

export interface RowPlan {
  row: CheckedRow;
  kind: "create" | "update" | "unchanged" | "lead" | "known-lead";
  account: Existing | null;
  details: boolean;
  note: string | null;
  membership: boolean;
  credits: boolean;
  terms: boolean;
}

const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += CHUNK) out.push(items.slice(at, at + CHUNK));
  return out;
}

/** The accounts (and what they hold) and the leads these addresses already have. */
async function readExisting(db: Kysely<Tables>, emails: string[], now: Date) {
  const accounts = new Map<string, Existing>();
  const leads = new Set<string>();
  for (const chunk of chunks(emails)) {
    const users = await db
      .selectFrom("user")
      .leftJoin("member_notes", "member_notes.user_id", "user.id")
      .select([
        "user.id",
        "user.email",
        "user.name",
        "user.phone",
        "user.emergencyContact",
        "member_notes.note",
        "member_notes.version",
      ])
      .where("user.email", "in", chunk)
      .execute();
    const byId = new Map<string, Existing>();
    for (const user of users) {
      const existing: Existing = {
        id: user.id,
        name: user.name,
        phone: user.phone ?? null,
        emergencyContact: user.emergencyContact ?? null,
        note: user.note === null ? null : { text: user.note, version: Number(user.version) },
        membership: null,
        importedCredits: null,
        importedTerms: false,
      };
      accounts.set(user.email, existing);
      byId.set(user.id, existing);
    }
    const ids = [...byId.keys()];
    if (ids.length > 0) {
      const memberships = await db
        .selectFrom("memberships")
        .select(["user_id", "product_id", "current_period_end"])
        .where("user_id", "in", ids)
        .where("status", "!=", "ended")
        .where((eb) => eb.or([eb("current_period_end", ">", now.toISOString()), eb("status", "=", "paused")]))
        .orderBy("current_period_end")
        .execute();
      for (const row of memberships) {
        const existing = byId.get(row.user_id);
        if (existing) existing.membership = { productId: row.product_id, renewsAt: row.current_period_end };
      }
      const grants = await db
        .selectFrom("credit_grants")
        .select(["user_id", "product_id", "credits_total", "expires_at"])
        .where("user_id", "in", ids)
        .where("reason", "=", IMPORTED_REASON)
        .execute();
      for (const grant of grants) {
        const existing = byId.get(grant.user_id);
        if (existing) {
          existing.importedCredits = {
            productId: grant.product_id,
            credits: Number(grant.credits_total),
            expiresAt: grant.expires_at,
          };
        }
      }
      const terms = await db
        .selectFrom("terms_acceptances")
        .select("user_id")
        .where("user_id", "in", ids)
        .where("terms_version", "=", IMPORTED_TERMS_VERSION)
        .execute();
      for (const { user_id } of terms) {
        const existing = byId.get(user_id);
        if (existing) existing.importedTerms = true;
      }
    }
    const inquiries = await db
      .selectFrom("contact_inquiries")
      .select(sql<string>`lower(email)`.as("email"))
      .where(sql<string>`lower(email)`, "in", chunk)
      .execute();
    for (const { email } of inquiries) leads.add(email);
  }
  return { accounts, leads };
}

/** The note the desk's note becomes: the file's added below what is there, unless it is there already. */
function noteAfter(existing: Existing | null, imported: string | null): string | null {
  if (!imported) return null;
  const current = existing?.note?.text ?? "";
  if (current.includes(imported)) return null;
  return current === "" ? imported : `${current}\n\n${imported}`;
}

function planRow(row: CheckedRow, account: Existing | null, knownLead: boolean, problems: ImportProblem[]): RowPlan {
  const note = noteAfter(account, row.note);
  if (!account) {
    // A lead is someone the file gives nothing of a member: no product they held, no credits, no terms.
    const holds = row.namesProduct || row.credits !== null || row.termsAcceptedAt !== null;
    if (!holds) {
      const kind = knownLead ? "known-lead" : "lead";
      return { row, kind, account, details: false, note: null, membership: false, credits: false, terms: false };
    }
    const plan = { row, kind: "create" as const, account, details: true, note };
    return {
      ...plan,
      membership: row.membership !== null,
      credits: row.credits !== null,
      terms: row.termsAcceptedAt !== null,
    };
  }
  const details =
    (row.name !== null && row.name !== account.name) ||
    (row.phone !== null && row.phone !== account.phone) ||
    (row.emergencyContact !== null && row.emergencyContact !== account.emergencyContact);
  let membership = false;
  if (row.membership) {
    const held = account.membership;
    if (!held) membership = true;
    else if (held.productId !== row.membership.product.id || held.renewsAt !== row.membership.renewsAt) {
      problems.push({
        row: row.row,
        field: "product",
        code: "has-membership",
        message: "The member holds a running membership already: left as it is (change it at the desk).",
      });
    }
  }
  let credits = false;
  if (row.credits) {
    const before = account.importedCredits;
    if (!before) credits = true;
    else if (
      before.credits !== row.credits.credits ||
      before.expiresAt !== row.credits.expiresAt ||
      before.productId !== (row.credits.product?.id ?? null)
    ) {
      problems.push({
        row: row.row,
        field: "credits",
        code: "credits-imported-before",
        message: "Credits were imported for this member before: not granted again (adjust them at the desk).",
      });
    }
  }
  const terms = row.termsAcceptedAt !== null && !account.importedTerms;
  const changed = details || note !== null || membership || credits || terms;
  return { row, kind: changed ? "update" : "unchanged", account, details, note, membership, credits, terms };
}

/** Every row's plan and the counts, in the file's order; problems found in the database added to `problems`. */
export async function planImport(
  db: Kysely<Tables>,
  rows: readonly CheckedRow[],
  problems: ImportProblem[],
  now: Date,
): Promise<{ plans: RowPlan[]; counts: Omit<ImportCounts, "rows" | "skipped"> }> {
  const { accounts, leads } = await readExisting(
    db,
    rows.map((row) => row.email),
    now,
  );
  const plans = rows.map((row) => planRow(row, accounts.get(row.email) ?? null, leads.has(row.email), problems));
  const count = (...kinds: RowPlan["kind"][]) => plans.filter((plan) => kinds.includes(plan.kind)).length;
  return {
    plans,
    counts: {
      created: count("create"),
      updated: count("update"),
      unchanged: count("unchanged", "known-lead"),
      leads: count("lead"),
    },
  };
}
