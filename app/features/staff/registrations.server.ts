import type { Kysely } from "kysely";
import { formatMoney } from "#app/content/products.ts";
import type { Auth } from "#app/features/accounts/auth.server.ts";
import {
  type AccountSummary,
  accountByEmail,
  EmailTaken,
  openInvitedAccount,
} from "#app/features/accounts/invitations.server.ts";
import type { MemberDetails } from "#app/features/accounts/member-details.ts";
import { isKnownClass, setClassSaved } from "#app/features/booking/saved-classes.server.ts";
import type { MailService } from "#app/features/mail/mail-service.server.ts";
import type { PaymentMethod } from "#app/features/memberships/sales.server.ts";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import { type Database, joinTransaction, type Tables } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { type AuditActor, recordStaffAction } from "./audit.server.ts";
import { bookMemberAtDesk, type DeskBookingResult } from "./desk-bookings.server.ts";
import { sellAtDesk } from "./desk-sales.server.ts";
import { StaffRefused } from "./errors.ts";
import { markLeadConverted } from "./lead-conversions.server.ts";
import type { Role } from "./roles.server.ts";
import { accountsOf } from "./roster.server.ts";

/**
 * The person at the counter becomes a member in one step (decision 0080): a walk-in, or a
 * lead from the contact form. Their account (no password yet, an invitation to choose one
 * e-mailed), what they buy, their place in a session (checked in if they are at the door),
 * the lead's conversion, and an audit entry for each: one transaction, so the desk never
 * leaves someone half registered (an account with a sale but no place, or the reverse).
 * A person who already has an account uses it: the desk is told first, and confirms.
 */

export interface Registration {
  /** Who they are; for an existing account only the e-mail is read (to tell the desk). */
  person: MemberDetails & { email: string };
  /** The account the desk chose to use after being told the e-mail has one. */
  existingMemberId?: string | undefined;
  sale?: { productId: string; method: PaymentMethod } | undefined;
  sessionId?: string | undefined;
  checkIn?: boolean | undefined;
  /** A lead being converted, marked joined and linked to the account. */
  leadId?: string | undefined;
  /** A class they are interested in, saved to their classes. */
  classSlug?: string | undefined;
  actor: AuditActor & { id: string; role: Role };
  now?: Date | undefined;
}

export interface Registered {
  account: AccountSummary;
  invited: boolean;
  sold: { name: string; amount: string; invoice: string } | null;
  booking: DeskBookingResult | null;
}

type Trx = Kysely<Tables>;

/** What a registration needs: the database, better-auth (to open the account), and mail's context for links. */
export interface DeskServices {
  database: Database;
  auth: Auth;
  mail: Pick<MailService, "context">;
}

async function accountFor(
  services: Pick<DeskServices, "auth" | "mail">,
  database: Database,
  trx: Trx,
  registration: Registration,
  now: Date,
) {
  if (registration.existingMemberId) {
    const [account] = await accountsOf(database, [registration.existingMemberId]);
    if (!account) throw new StaffRefused("ACCOUNT_NOT_FOUND", "There is no such member.");
    return { account, invited: false };
  }
  const existing = await accountByEmail(trx, registration.person.email);
  if (existing) {
    throw new StaffRefused(
      "ACCOUNT_EXISTS",
      `${existing.email} already has an account (${existing.name || existing.email}). Find them under Members and book them from there.`,
    );
  }
  const account = await openInvitedAccount(services, database, trx, registration.person, now).catch((error) => {
    if (error instanceof EmailTaken) {
      throw new StaffRefused(
        "ACCOUNT_EXISTS",
        `${registration.person.email} has just been given an account: search for it.`,
      );
    }
    throw error;
  });
  await recordStaffAction(
    trx,
    {
      actor: registration.actor,
      action: "member.registered",
      subject: { type: "account", id: account.id, label: account.email },
      before: null,
      after: {
        name: account.name,
        phone: registration.person.phone,
        from: registration.leadId ? "lead" : "walk-in",
        invited: true,
      },
    },
    now,
  );
  return { account, invited: true };
}

/** What the person buys at the counter, sold as any desk sale is (receipt, audit entry) in the registration's transaction. */
async function sell(
  database: Database,
  mail: DeskServices["mail"],
  registration: Registration,
  account: AccountSummary,
  now: Date,
) {
  const { sale, actor } = registration;
  if (!sale) return null;
  const { sale: recorded } = await sellAtDesk(
    { database, mail },
    { memberId: account.id, productId: sale.productId, method: sale.method, actor, now },
  );
  return {
    name: currentProducts().find(recorded.productId)?.name ?? recorded.productId,
    amount: formatMoney(recorded.amount, recorded.currency),
    invoice: recorded.invoice.number,
  };
}

export async function registerAtDesk(services: DeskServices, registration: Registration): Promise<Registered> {
  const now = registration.now ?? clock.now();
  return services.database.writeTransaction(async (trx) => {
    const database = joinTransaction(services.database, trx);
    const { account, invited } = await accountFor(services, database, trx, registration, now);
    if (registration.leadId) {
      await markLeadConverted(database, trx, {
        inquiryId: registration.leadId,
        member: account,
        actor: registration.actor,
        now,
      });
    }
    // A class retired since the lead wrote in is not saved: the rest of the step goes on.
    if (registration.classSlug && isKnownClass(registration.classSlug)) {
      await setClassSaved(database, account.email, registration.classSlug, true);
    }
    const sold = await sell(database, services.mail, registration, account, now);
    const booking = registration.sessionId
      ? await bookMemberAtDesk(database, services.mail, {
          memberId: account.id,
          sessionId: registration.sessionId,
          actor: registration.actor,
          checkIn: registration.checkIn,
          now,
        })
      : null;
    return { account, invited, sold, booking };
  });
}
