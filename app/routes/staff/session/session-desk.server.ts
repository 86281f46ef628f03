import { data } from "react-router";
import { z } from "zod";
import { bookingWindow } from "#app/features/booking/rules.ts";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import type { StaffViewer } from "#app/features/staff/access.server.ts";
import { bookMemberAtDesk, deskBookingMessage } from "#app/features/staff/desk-bookings.server.ts";
import { StaffRefused } from "#app/features/staff/errors.ts";
import { STAFF_LIMITS } from "#app/features/staff/limits.ts";
import { searchMembersAs } from "#app/features/staff/members.server.ts";
import { field, outcomeOf, type StaffOutcome } from "#app/features/staff/outcome.server.ts";
import {
  deskProducts,
  handleRegistration,
  paymentMethods,
  registrationMessage,
} from "#app/features/staff/registration-form.server.ts";
import { registerAtDesk } from "#app/features/staff/registrations.server.ts";
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
  intent: "book-member" | "sell-and-book" | "walk-in",
  form: FormData,
  sessionId: string,
  staff: StaffMember,
  services: Services,
) {
  if (intent === "walk-in") return handleRegistration(services, form, staff, { sessionId, subject: "walk-in" });
  if (intent === "sell-and-book") return sellAndBook(form, sessionId, staff, services);
  const memberId = field(form, "memberId", 100);
  try {
    const beyond = form.get("beyondCapacity") === "on";
    const booking = await bookMemberAtDesk(services.database, services.mail, {
      memberId,
      sessionId,
      actor: { id: staff.id, label: staff.email, role: staff.role },
      beyondCapacity: beyond ? { reason: field(form, "reason", STAFF_LIMITS.reasonMax * 2) } : undefined,
      checkIn: form.get("checkIn") === "on",
    });
    return data<BookOutcome>({ tone: "success", message: deskBookingMessage(booking), subject: "book" });
  } catch (error) {
    if (!(error instanceof StaffRefused)) throw error;
    // Holding nothing that covers the class, they can buy it here: the answer offers the sale and the booking in one step.
    return data<BookOutcome>(
      {
        tone: "error",
        message: error.message,
        subject: "book",
        ...(error.code === "NOTHING_HELD" ? { sellTo: memberId } : {}),
      },
      { status: error.status },
    );
  }
}

/** The desk's answer to "Book": for a member holding nothing that covers the class, whom to sell to. */
export interface BookOutcome extends StaffOutcome {
  sellTo?: string;
}

const saleSchema = z.object({
  // What is for sale is the database's, read when the form is (a product added since is sold).
  productId: z
    .string({ error: "Choose what they buy." })
    .refine(
      (id) => currentProducts().creditProducts.some((product) => product.id === id && product.retiredAt === null),
      {
        error: "Choose what they buy.",
      },
    ),
  method: z.enum(paymentMethods.map((method) => method.id) as ["card", "cash", "transfer"], {
    error: "Choose how they pay.",
  }),
});

/**
 * A member who holds nothing that covers the class buys it and is booked in one step, as a
 * walk-in is: the desk's sale (receipt, invoice, audit entry) and the booking in one
 * transaction (registrations.server.ts), so neither is kept without the other.
 */
async function sellAndBook(form: FormData, sessionId: string, staff: StaffMember, services: Services) {
  const memberId = field(form, "memberId", 100);
  return outcomeOf<BookOutcome>(
    async () => {
      const sale = saleSchema.safeParse({ productId: field(form, "productId"), method: field(form, "method") });
      if (!sale.success) throw new StaffRefused("INVALID_INPUT", sale.error.issues[0]?.message ?? "Check the form.");
      const registered = await registerAtDesk(services, {
        person: { name: "", email: "", phone: null, emergencyContact: null },
        existingMemberId: memberId,
        sale: sale.data,
        sessionId,
        checkIn: form.get("checkIn") === "on",
        actor: { id: staff.id, label: staff.email, role: staff.role },
      });
      return { tone: "success", message: registrationMessage(registered), subject: "book" };
    },
    { subject: "book", refused: { sellTo: memberId } },
  );
}
