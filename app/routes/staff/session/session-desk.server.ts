import { bookingWindow } from "#app/features/booking/rules.ts";
import type { StaffViewer } from "#app/features/staff/access.server.ts";
import { bookMemberAtDesk, deskBookingMessage } from "#app/features/staff/desk-bookings.server.ts";
import { STAFF_LIMITS } from "#app/features/staff/limits.ts";
import { searchMembersAs } from "#app/features/staff/members.server.ts";
import { field, outcomeOf, type StaffOutcome } from "#app/features/staff/outcome.server.ts";
import { deskProducts, handleRegistration, paymentMethods } from "#app/features/staff/registration-form.server.ts";
import type { StaffMember } from "#app/features/staff/roles.server.ts";
import type { Roster } from "#app/features/staff/roster.server.ts";
import type { ClassSession } from "#app/features/timetable/sessions.server.ts";
import type { Services } from "#app/services.server.ts";

/** How many matches the roster's member search lists. */
const MATCHES_SHOWN = 8;

/**
 * What the session's page offers the person at the counter: find a member and book them
 * in (?member= searches, a plain GET), or register a walk-in. Only while booking is open.
 */
export async function loadSessionDesk(
  request: Request,
  session: ClassSession,
  roster: Roster,
  viewer: StaffViewer,
  services: Pick<Services, "database" | "env">,
  now: Date,
) {
  const window = bookingWindow(session.startsAtUtc);
  const open = roster.cancelledAt === null && now.getTime() >= window.opensAt && now.getTime() < window.startsAt;
  const query = (new URL(request.url).searchParams.get("member") ?? "").trim().slice(0, STAFF_LIMITS.searchMax);
  const matches = open && query ? await searchMembersAs(viewer, services, query, MATCHES_SHOWN) : [];
  return {
    open,
    query,
    searchMax: STAFF_LIMITS.searchMax,
    matches: matches.map(({ id, name, email, phone }) => ({ id, name, email, phone })),
    full: roster.summary.booked >= roster.summary.capacity,
    /** Owners may give a place beyond a full session. */
    owner: viewer.role === "owner",
    checkInOpen: roster.checkInOpen,
    products: deskProducts(),
    methods: paymentMethods,
  };
}

/** The desk's forms on a session's page: book a member in, register a walk-in. */
export async function sessionDeskIntent(
  intent: "book-member" | "walk-in",
  form: FormData,
  sessionId: string,
  staff: StaffMember,
  services: Services,
) {
  if (intent === "walk-in") return handleRegistration(services, form, staff, { sessionId, subject: "walk-in" });
  return outcomeOf<StaffOutcome>(
    async () => {
      const beyond = form.get("beyondCapacity") === "on";
      const booking = await bookMemberAtDesk(services.database, services.mail, {
        memberId: field(form, "memberId", 100),
        sessionId,
        actor: { id: staff.id, label: staff.email, role: staff.role },
        beyondCapacity: beyond ? { reason: field(form, "reason", STAFF_LIMITS.reasonMax * 2) } : undefined,
        checkIn: form.get("checkIn") === "on",
      });
      return { tone: "success", message: deskBookingMessage(booking), subject: "book" };
    },
    { subject: "book" },
  );
}
