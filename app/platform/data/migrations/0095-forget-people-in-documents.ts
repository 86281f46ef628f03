import type { DatabaseKind } from "#app/platform/data/database.server.ts";
import { forgetPersonTrigger } from "./forget-person.ts";
import type { MigrationStep } from "./step.ts";

/**
 * The documents the gym keeps after an account is deleted (decision 0145) forget the person
 * as the payments and the audit log do: the invoice's and credit note's buyer, the cash-up's
 * closer, a message's writer and sender, and the staff member a credit-ledger row names
 * become "Deleted account", with the reference cleared in the same UPDATE. The numbers, dates,
 * lines and amounts stay exactly as issued. Their tables (migrations 0100, 0120, 0160, 0161)
 * came with the foreign keys; this step adds what the database cannot do by ON DELETE SET
 * NULL alone: replacing the name kept beside it. Listed after those steps.
 */
const LABEL = "Deleted account";

const updates: Record<string, string[]> = {
  invoices: [
    `UPDATE invoices SET buyer_user_id = NULL, buyer_name = '${LABEL}', buyer_email = '${LABEL}' WHERE buyer_user_id = OLD.id`,
  ],
  credit_notes: [
    `UPDATE credit_notes SET buyer_user_id = NULL, buyer_name = '${LABEL}', buyer_email = '${LABEL}' WHERE buyer_user_id = OLD.id`,
  ],
  cash_ups: [
    `UPDATE cash_ups SET closed_by_user_id = NULL, closed_by_name = '${LABEL}' WHERE closed_by_user_id = OLD.id`,
  ],
  member_messages: [
    `UPDATE member_messages SET created_by_id = NULL, created_by_email = '${LABEL}' WHERE created_by_id = OLD.id`,
    `UPDATE member_messages SET sent_by_id = NULL, sent_by_email = '${LABEL}' WHERE sent_by_id = OLD.id`,
  ],
  credit_ledger: [`UPDATE credit_ledger SET actor_id = NULL, actor = '${LABEL}' WHERE actor_id = OLD.id`],
  coach_accounts: [`UPDATE coach_accounts SET granted_by = '${LABEL}' WHERE granted_by = OLD.email`],
};

const triggers = (kind: DatabaseKind) =>
  Object.entries(updates).flatMap(([table, statements]) => forgetPersonTrigger(kind, table, statements));

export const forgetPeopleInDocuments: MigrationStep = {
  id: "0095_forget_people_in_documents",
  statements: [],
  perDatabase: { sqlite: triggers("sqlite"), postgres: triggers("postgres") },
};
