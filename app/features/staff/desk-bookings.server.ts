import { bookingRules } from "#app/content/booking-rules.ts";
import type { NewBooking } from "#app/features/booking/booking-rows.server.ts";
import { bookAtDesk, DeskBookingSuspended } from "#app/features/booking/desk-bookings.server.ts";
import { BookingRefused } from "#app/features/booking/errors.ts";
import type { MailService } from "#app/features/mail/mail-service.server.ts";
import { type ClassSession, localDateTimeLabel, localTimeLabel } from "#app/features/timetable/sessions.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { type AuditActor, recordStaffAction } from "./audit.server.ts";
import { deskReason } from "./desk-reason.ts";
import { StaffRefused } from "./errors.ts";
import { STAFF_LIMITS } from "./limits.ts";
import type { Role } from "./roles.server.ts";
import { accountsOf } from "./roster.server.ts";
import { checkInOpensAt, markAttendance, sessionLabel, sessionOrRefuse } from "./session-changes.server.ts";

/**
 * The desk books a member into a session, from the session's roster or the member's
 * record: booking's own path (features/booking/desk-bookings.server.ts), so every rule a
 * member's booking meets holds here too, with the audit entry in the booking's transaction.
 * Refusals are said to the desk about the member ("Mia already has a place…").
 */

export interface DeskBookingRequest {
  memberId: string;
  sessionId: string;
  actor: AuditActor & { id: string; role: Role };
  /** An owner gives a place beyond a full session, for this reason. */
  beyondCapacity?: { reason: string } | undefined;
  /** They are at the door: check them in at once (check-in must be open). */
  checkIn?: boolean | undefined;
  now?: Date | undefined;
}

export interface DeskBookingResult extends NewBooking {
  session: ClassSession;
  memberName: string;
  capacityRaised: boolean;
  checkedIn: boolean;
}

/** A booking refusal in the desk's words, about the member by name. */
function deskRefusal(error: BookingRefused, name: string): StaffRefused {
  const words: Partial<Record<BookingRefused["code"], string>> = {
    ALREADY_BOOKED: `${name} already has a place in this session.`,
    ALREADY_WAITLISTED: `${name} is already on this session's waitlist.`,
    OVERLAPPING_BOOKING: `${name} has another class at that time.`,
    BOOKING_LIMIT_REACHED: `${name} already holds ${bookingRules.maxUpcomingBookings} upcoming bookings, the most a member may. Cancel one of them first.`,
    NOT_SIGNED_IN: "There is no such member.",
    ENTITLEMENT_REQUIRED: `${name} holds no membership or class credit that covers this class.`,
  };
  if (error.code === "NOT_SIGNED_IN") return new StaffRefused("ACCOUNT_NOT_FOUND", words.NOT_SIGNED_IN ?? "");
  if (error.code === "ENTITLEMENT_REQUIRED") return new StaffRefused("NOTHING_HELD", words.ENTITLEMENT_REQUIRED ?? "");
  // The rest say it of the session, or (a rule added later) in booking's own words.
  return new StaffRefused("BOOKING_REFUSED", words[error.code] ?? `Not booked: ${error.message}`);
}

function overrideReason(request: DeskBookingRequest): string | undefined {
  if (!request.beyondCapacity) return undefined;
  if (request.actor.role !== "owner") {
    throw new StaffRefused("OWNERS_ONLY", "Only an owner may give a place beyond a full session.");
  }
  return deskReason(
    request.beyondCapacity.reason,
    `Give a reason of ${STAFF_LIMITS.reasonMin} to ${STAFF_LIMITS.reasonMax} characters for the place beyond capacity.`,
  );
}

/**
 * Books the member (or puts them on the waitlist when the session is full), e-mailed as
 * their own booking would be. `database` may be a transaction's (joinTransaction): the walk-in
 * books inside the transaction that opened their account.
 */
export async function bookMemberAtDesk(
  database: Database,
  mail: Pick<MailService, "context">,
  request: DeskBookingRequest,
): Promise<DeskBookingResult> {
  const now = request.now ?? clock.now();
  const session = sessionOrRefuse(request.sessionId);
  const [member] = await accountsOf(database, [request.memberId]);
  if (!member) throw new StaffRefused("ACCOUNT_NOT_FOUND", "There is no such member.");
  const memberName = member.name || member.email;
  const reason = overrideReason(request);
  if (request.checkIn && now.getTime() < checkInOpensAt(session)) {
    throw new StaffRefused(
      "CHECK_IN_NOT_OPEN",
      `Check-in for this session opens at ${localTimeLabel(checkInOpensAt(session))}: book them without it.`,
    );
  }
  let booking: NewBooking;
  let capacityRaised = false;
  try {
    booking = await bookAtDesk(database, mail, {
      memberId: member.id,
      sessionId: session.id,
      now,
      desk: {
        beyondCapacity: reason !== undefined,
        record: async (trx, made) => {
          capacityRaised = made.capacityRaised;
          await recordStaffAction(
            trx,
            {
              actor: request.actor,
              action: "booking.desk-booked",
              subject: {
                type: "booking",
                id: made.id,
                label: `${member.email} at ${sessionLabel(session)}`,
                person: member.id,
              },
              before: null,
              after: {
                status: made.status,
                ...(made.position !== undefined ? { position: made.position } : {}),
                ...(made.capacityRaised ? { beyondCapacity: true, reason: reason ?? null } : {}),
              },
            },
            now,
          );
        },
      },
    });
  } catch (error) {
    if (error instanceof BookingRefused) throw deskRefusal(error, memberName);
    if (error instanceof DeskBookingSuspended) {
      throw new StaffRefused(
        "MEMBER_SUSPENDED",
        `${memberName} may not book until ${localDateTimeLabel(error.until.getTime())}: the no-show policy has paused their booking. Forgive a strike on their record to lift it.`,
      );
    }
    throw error;
  }
  const checkedIn = request.checkIn === true && booking.status === "booked";
  if (checkedIn) {
    await markAttendance(database, {
      sessionId: session.id,
      bookingId: booking.id,
      attendance: "attended",
      actor: request.actor,
      now,
    });
  }
  return { ...booking, session, memberName, capacityRaised, checkedIn };
}

/** What the desk reads after booking someone in. */
export function deskBookingMessage(result: DeskBookingResult): string {
  const where = sessionLabel(result.session);
  if (result.status === "waitlisted") {
    return `${where} is full: ${result.memberName} is number ${result.position} on the waitlist and gets the place if one frees up.`;
  }
  const beyond = result.capacityRaised ? " (a place beyond capacity: the session has one place more now)" : "";
  return `Booked: ${result.memberName} has a place in ${where}${beyond}.${result.checkedIn ? " Checked in." : ""}`;
}
