import { audit, documentSection, ledger, sales } from "./books-sections.server.ts";
import { bookings, leads, members, memberships } from "./people-sections.server.ts";
import type { Section } from "./section.ts";

export type { Section };

/**
 * The files of the owner's export (decision 0188), one per kind of record. Health answers
 * are in none of them: the members file says which terms each member accepted and when,
 * never what they answered (the security review's rule for every CSV, docs/security.md); a
 * member downloads their own from /account.
 */
export const gymSections: Section[] = [
  members,
  memberships,
  bookings,
  sales,
  documentSection("invoices", "invoices.csv", "Every invoice, as issued."),
  documentSection("credit_notes", "credit-notes.csv", "Every credit note, as issued."),
  ledger,
  leads,
  audit,
];
