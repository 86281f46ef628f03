import { usersInquiriesRateLimits } from "./0001-users-inquiries-rate-limits.ts";
import { classSessionsBookings } from "./0002-class-sessions-bookings.ts";
import { mailOutbox } from "./0003-mail-outbox.ts";
import { staffRolesLeadsAudit } from "./0004-staff-roles-leads-audit.ts";
import { calendarFeedTokens } from "./0005-calendar-feed-tokens.ts";
import { bookingsWaitlistIndex } from "./0006-bookings-waitlist-index.ts";
import { demoAccountsInstallClaim } from "./0007-demo-accounts-install-claim.ts";
import { termsAcceptances } from "./0014-terms-acceptances.ts";
import { attendanceTables } from "./0015-attendance.ts";
import { membershipsCreditsSales } from "./0016-memberships-credits-sales.ts";
import { bookingEntitlements } from "./0017-booking-entitlements.ts";
import { membershipBilling } from "./0020-membership-billing.ts";
import { stripeCustomersAndEvents } from "./0021-stripe-customers-and-events.ts";
import { timetable } from "./0030-timetable.ts";
import { memberNotesLeadConversions } from "./0040-member-notes-lead-conversions.ts";
import { reportIndexes } from "./0050-report-indexes.ts";
import { sessionTallies } from "./0060-session-tallies.ts";
import { stripeCheckoutGuards } from "./0070-stripe-checkout-guards.ts";
import { idempotencyKeys } from "./0075-idempotency-keys.ts";
import { memberDetailsVersions } from "./0080-member-details-versions.ts";
import { personReferences } from "./0090-person-references.ts";
import { forgetPeopleInDocuments } from "./0095-forget-people-in-documents.ts";
import { creditLedger } from "./0100-credit-ledger.ts";
import { membershipEnds } from "./0101-membership-ends.ts";
import { refunds } from "./0105-refunds.ts";
import { invoicesCreditNotesCashUps } from "./0120-invoices-credit-notes-cash-ups.ts";
import { articles } from "./0150-articles.ts";
import { products } from "./0155-products.ts";
import { offers } from "./0156-offers.ts";
import { coachAccounts } from "./0160-coach-accounts.ts";
import { memberMessages } from "./0161-member-messages.ts";
import { sessionMoves } from "./0180-session-moves.ts";
import { siteDetails } from "./0190-site-details.ts";
import { media } from "./0191-media.ts";
import { memberImports } from "./0200-member-imports.ts";
import { membershipPriceMoves } from "./0206-membership-price-moves.ts";
import type { MigrationStep } from "./step.ts";

/** Every schema step, in the order it is applied. A feature that adds a table adds its step here, last. */
export const migrationSteps: MigrationStep[] = [
  usersInquiriesRateLimits,
  classSessionsBookings,
  mailOutbox,
  staffRolesLeadsAudit,
  calendarFeedTokens,
  bookingsWaitlistIndex,
  demoAccountsInstallClaim,
  termsAcceptances,
  attendanceTables,
  membershipsCreditsSales,
  bookingEntitlements,
  timetable,
  memberNotesLeadConversions,
  membershipBilling,
  stripeCustomersAndEvents,
  reportIndexes,
  sessionTallies,
  stripeCheckoutGuards,
  idempotencyKeys,
  memberDetailsVersions,
  invoicesCreditNotesCashUps,
  coachAccounts,
  memberMessages,
  personReferences,
  articles,
  creditLedger,
  membershipEnds,
  forgetPeopleInDocuments,
  sessionMoves,
  siteDetails,
  media,
  memberImports,
  refunds,
  products,
  offers,
  membershipPriceMoves,
];
