import { data, redirect } from "react-router";
import { formatClockTime, formatTimeRange } from "#app/content/clock.ts";
import type { Weekday } from "#app/content/weekdays.ts";
import { changePassword, deleteAccount } from "#app/features/accounts/account-settings.server.ts";
import { DEMO_ACCOUNT_READ_ONLY, isDemo } from "#app/features/accounts/demo-accounts.server.ts";
import { requireMemberOnPage } from "#app/features/accounts/member.server.ts";
import { needsName } from "#app/features/accounts/member-details.ts";
import { ownDetails, saveOwnDetails } from "#app/features/accounts/own-details.server.ts";
import {
  mailPreferences,
  preferencesFromForm,
  setMailPreferences,
} from "#app/features/attendance/mail-preferences.server.ts";
import { suspensionMessage } from "#app/features/attendance/may-book.server.ts";
import { memberStanding } from "#app/features/attendance/strikes.server.ts";
import { hasAcceptedCurrentTerms } from "#app/features/attendance/terms.server.ts";
import { handleBookingIntent } from "#app/features/booking/form-intents.server.ts";
import { type MemberBooking, memberBookings } from "#app/features/booking/member-bookings.server.ts";
import { bookingPhase, bookingWindow } from "#app/features/booking/rules.ts";
import { savedClassSlugs } from "#app/features/booking/saved-classes.server.ts";
import { memberFeedLinks, resetMemberFeedLinks } from "#app/features/calendar-feeds/member-links.server.ts";
import { holdingsView } from "#app/features/memberships/holdings-view.server.ts";
import { roleLabels, roleOf } from "#app/features/staff/roles.server.ts";
import { dayLabel, gymToday, localDayTimeLabel, sessionsBetween } from "#app/features/timetable/sessions.server.ts";
import { classBySlug } from "#app/features/timetable/timetable.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";
import { applyCheckoutReturn, billingPortalOffered, toBillingPortal } from "./billing.server.ts";

/** A booking as /account lists it. */
export interface BookingLine {
  id: string;
  sessionId: string;
  className: string;
  trainer: string;
  weekday: Weekday;
  dateLabel: string;
  time: string;
  status: MemberBooking["status"];
  position?: number;
  attendance: MemberBooking["attendance"];
  /** For a booked upcoming place: until when cancelling is free, or that it would be late now. */
  cancellationRule?: string;
  /** When cancelling stops being free ("Wednesday 2 December at 7:00am"), and whether that has passed. */
  freeCancellationUntil: string;
  lateCancellationNow: boolean;
  /** The gym cancelled the session: why, in the staff's words. */
  cancelReason?: string;
  /**
   * A timetable edit moved the class: its new time, and whether /account offers to book it
   * (open for booking, and the member holds no place in it yet) or they already hold one.
   */
  newTime?: { sessionId: string; label: string; offered: boolean; held: boolean };
}

function line(booking: MemberBooking, now: number, liveSessions: Set<string> = new Set()): BookingLine {
  const { session } = booking;
  const window = bookingWindow(session.startsAtUtc);
  const result: BookingLine = {
    id: booking.id,
    sessionId: session.id,
    className: session.className,
    trainer: session.trainer,
    weekday: session.weekday,
    dateLabel: dayLabel(session.localDate),
    time: formatTimeRange(session.start, session.end),
    status: booking.status,
    attendance: booking.attendance,
    freeCancellationUntil: localDayTimeLabel(window.freeCancellationEndsAt),
    lateCancellationNow: now > window.freeCancellationEndsAt,
    ...(booking.position !== undefined ? { position: booking.position } : {}),
    ...(booking.cancelReason !== undefined ? { cancelReason: booking.cancelReason } : {}),
    ...(booking.movedTo ? { newTime: newTimeOf(booking.movedTo, now, liveSessions) } : {}),
  };
  if (booking.status === "booked" && now < window.startsAt) {
    result.cancellationRule =
      now > window.freeCancellationEndsAt
        ? "Cancelling now counts as a late cancellation"
        : `Free cancellation until ${localDayTimeLabel(window.freeCancellationEndsAt)}`;
  }
  return result;
}

/** A moved class's new time, offered as one button while it may be booked and the member holds no place in it. */
function newTimeOf(session: MemberBooking["session"], now: number, liveSessions: Set<string>) {
  const held = liveSessions.has(session.id);
  return {
    sessionId: session.id,
    label: `${dayLabel(session.localDate)}, ${formatTimeRange(session.start, session.end)}`,
    offered: !held && bookingPhase(bookingWindow(session.startsAtUtc), now) === "open",
    held,
  };
}

/** How far ahead /account looks for a saved class's next sessions. */
const SAVED_LOOKAHEAD_DAYS = 14;
const NEXT_SESSIONS_SHOWN = 2;

/** The sessions the member holds a place or a waitlist place in. */
const liveSessions = (bookings: MemberBooking[]) =>
  new Set(
    bookings
      .filter((booking) => booking.status === "booked" || booking.status === "waitlisted")
      .map((booking) => booking.session.id),
  );

export async function loadAccount(request: Request, services: Services) {
  const member = await requireMemberOnPage(request, services);
  await applyCheckoutReturn(request, services, member);
  const now = clock.now();
  const [
    { upcoming, past },
    saved,
    calendarFeed,
    mail,
    standing,
    termsAccepted,
    details,
    role,
    holdings,
    billingPortal,
  ] = await Promise.all([
    memberBookings(services.database, member.id, now),
    savedClassSlugs(services.database, member.email),
    memberFeedLinks(services, member.id),
    mailPreferences(services.database.db, member.id),
    memberStanding(services.database.db, member.id, now),
    hasAcceptedCurrentTerms(services.database, member.id),
    ownDetails(services, member),
    roleOf(services.database.db, member.id),
    holdingsView(services.database, member.id, now),
    billingPortalOffered(services, member),
  ]);
  const live = liveSessions(upcoming);
  const today = gymToday(now);
  const coming = sessionsBetween(today, today.add({ days: SAVED_LOOKAHEAD_DAYS - 1 })).filter(
    (session) => Date.parse(session.startsAtUtc) > now.getTime(),
  );
  return {
    email: member.email,
    emailVerified: member.emailVerified,
    upcoming: upcoming.map((booking) => line(booking, now.getTime(), live)),
    past: past.map((booking) => line(booking, now.getTime())),
    savedClasses: saved.map((slug) => ({
      slug,
      title: classBySlug(slug)?.title ?? slug,
      nextSessions: coming
        .filter((session) => session.classSlug === slug)
        .slice(0, NEXT_SESSIONS_SHOWN)
        .map((session) => ({
          id: session.id,
          weekday: session.weekday,
          label: `${dayLabel(session.localDate)}, ${formatClockTime(session.start)}`,
        })),
    })),
    calendarFeed,
    mailPreferences: mail,
    /** The no-show policy's pause, said as the booking refusal says it; and whether the terms still need accepting. */
    suspension: standing.suspendedUntil ? suspensionMessage(standing.suspendedUntil) : null,
    termsAccepted,
    /** The membership, credits and payments (app/features/memberships). */
    holdings,
    /** Whether the member has paid online, so has Stripe's billing portal to manage card and invoices. */
    billingPortal,
    /** Back from Stripe's Checkout: the page thanks them. */
    checkedOut: new URL(request.url).searchParams.has("checkout"),
    /** Whether this server sends web push (VAPID keys): the notifications switch shows only then. */
    pushAvailable: services.pushKeys !== null,
    details,
    askName: needsName({ name: details.name, email: member.email }),
    /** Staff and owners are shown the way to the front desk. */
    frontDeskRole: role === "member" ? null : roleLabels[role],
  };
}

export type AccountData = Awaited<ReturnType<typeof loadAccount>>;

/** The outcome of a form on /account, shown beside the form that was sent. */
export interface AccountOutcome {
  form: "bookings" | "password" | "delete" | "calendar" | "mail" | "details";
  tone: "success" | "error";
  message: string;
  /** The details form's typed values, when they were refused. */
  typed?: Record<string, string>;
  /** The details form's values, when someone else changed the details meanwhile. */
  unsaved?: Record<string, string>;
}

export async function accountAction(request: Request, services: Services) {
  const member = await requireMemberOnPage(request, services);
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get("intent");
  if (
    (intent === "change-password" || intent === "delete-account") &&
    (await isDemo(services.database.db, services.env, member.email))
  ) {
    // Its password is public: a 403 page that says so, not a form error that looks fixable.
    throw data(DEMO_ACCOUNT_READ_ONLY.message, { status: 403, statusText: "Forbidden" });
  }
  if (intent === "change-password") {
    const result = await changePassword(request, form, services);
    const headers = new Headers();
    for (const cookie of result.cookies) headers.append("Set-Cookie", cookie);
    return data<AccountOutcome>(
      { form: "password", tone: result.ok ? "success" : "error", message: result.message },
      { status: result.ok ? 200 : 400, headers },
    );
  }
  if (intent === "delete-account") {
    const result = await deleteAccount(request, form, services);
    if (!result.ok)
      return data<AccountOutcome>({ form: "delete", tone: "error", message: result.message }, { status: 400 });
    const headers = new Headers();
    for (const cookie of result.cookies) headers.append("Set-Cookie", cookie);
    throw redirect("/account/deleted", { headers });
  }
  if (intent === "reset-calendar-link") {
    await resetMemberFeedLinks(services, member.id);
    return data<AccountOutcome>({
      form: "calendar",
      tone: "success",
      message: "Your calendar link is new, and the old one has stopped working. Subscribe again with the new one.",
    });
  }
  if (intent === "update-details") {
    const outcome = await saveOwnDetails(services, member, form);
    const status = outcome.tone === "success" ? 200 : outcome.unsaved ? 409 : 400;
    return data<AccountOutcome>({ form: "details", ...outcome }, { status });
  }
  if (intent === "billing-portal") return toBillingPortal(services, member);
  if (intent === "mail-preferences") {
    await setMailPreferences(services.database.db, member.id, preferencesFromForm(form));
    return data<AccountOutcome>({ form: "mail", tone: "success", message: "Your e-mail choices are saved." });
  }
  const outcome = await handleBookingIntent(form, member, services);
  return data<AccountOutcome>({ form: "bookings", ...outcome }, { status: outcome.tone === "error" ? 409 : 200 });
}
