import { data } from "react-router";
import { bookingRules } from "#app/content/booking-rules.ts";
import { formatClockTime } from "#app/content/clock.ts";
import { terms } from "#app/content/terms.ts";
import { requireMemberOnPage } from "#app/features/accounts/member.server.ts";
import { acceptTerms, latestAcceptance, OutdatedTermsVersion } from "#app/features/attendance/terms.server.ts";
import { parseTermsForm } from "#app/features/attendance/terms-answers.ts";
import { handleBookingIntent, type IntentOutcome } from "#app/features/booking/form-intents.server.ts";
import {
  dayLabel,
  daysBetween,
  findSession,
  gymToday,
  localDateTimeLabel,
  nextDateOf,
  parseLocalDate,
} from "#app/features/timetable/sessions.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";

/** Where the member goes on once they have accepted: the day of the session they wanted to book, or /account. */
function continueLink(sessionId: string | null, now: Date): { href: string; label: string } {
  const session = sessionId ? findSession(sessionId) : undefined;
  const date = session ? parseLocalDate(session.localDate) : undefined;
  if (!session || !date) return { href: "/account", label: "Go to my account" };
  const week = Math.floor(daysBetween(nextDateOf(session.weekday, gymToday(now)), date) / 7);
  const search = week > 0 && week < bookingRules.weeksShown ? `?week=${week}` : "";
  return {
    href: `/schedule/${session.weekday}${search}`,
    label: `Back to ${session.className}, ${dayLabel(session.localDate)} at ${formatClockTime(session.start)}`,
  };
}

/**
 * The member pressed Book and was sent here first (`?session=`): with the terms accepted, the
 * booking they came for is made at once, by the same rules as the Book button, so they are
 * not sent back to press it again. A refusal (no credit, a suspension, the class full of
 * their own bookings…) is said plainly: the booking is not made.
 */
async function bookWhatTheyCameFor(
  request: Request,
  member: Awaited<ReturnType<typeof requireMemberOnPage>>,
  services: Services,
): Promise<IntentOutcome | null> {
  const sessionId = new URL(request.url).searchParams.get("session");
  if (!sessionId) return null;
  const form = new FormData();
  form.set("intent", "book");
  form.set("sessionId", sessionId);
  const outcome = await handleBookingIntent(form, member, services);
  return outcome.tone === "success"
    ? outcome
    : { tone: "error", message: `Your booking is not made. ${outcome.message}` };
}

export async function loadTermsPage(request: Request, services: Services) {
  const member = await requireMemberOnPage(request, services);
  const now = clock.now();
  const latest = await latestAcceptance(services.database, member.id);
  return {
    terms: {
      version: terms.version,
      title: terms.title,
      agreement: terms.agreement,
      questions: terms.questions,
    },
    accepted:
      latest?.version === terms.version
        ? { on: localDateTimeLabel(Date.parse(latest.acceptedAt)), healthFlag: latest.healthFlag }
        : null,
    /** A member who accepted an older version is told the terms changed. */
    changed: latest !== null && latest.version !== terms.version,
    next: continueLink(new URL(request.url).searchParams.get("session"), now),
  };
}

export type TermsOutcome =
  | {
      ok: true;
      healthAdvice: string | null;
      /** The booking the member came for, made now (or why it is not made); null when they came for none. */
      booking: IntentOutcome | null;
    }
  | { ok: false; errors: Record<string, string>; message: string };

/** The terms form, posted with or without JavaScript. */
export async function termsAction(request: Request, services: Services) {
  const member = await requireMemberOnPage(request, services);
  const form = await request.formData().catch(() => new FormData());
  const parsed = parseTermsForm(form);
  if (!parsed.ok) {
    return data<TermsOutcome>(
      { ok: false, errors: parsed.errors, message: "Please answer every question and accept the agreement." },
      { status: 400 },
    );
  }
  try {
    const acceptance = await acceptTerms(services.database, {
      userId: member.id,
      version: parsed.version,
      answers: parsed.answers,
    });
    return data<TermsOutcome>({
      ok: true,
      healthAdvice: acceptance.healthFlag ? terms.healthAdvice : null,
      booking: await bookWhatTheyCameFor(request, member, services),
    });
  } catch (error) {
    if (!(error instanceof OutdatedTermsVersion)) throw error;
    return data<TermsOutcome>(
      {
        ok: false,
        errors: {},
        message: "The gym changed its terms while you were reading. Please read the new version.",
      },
      { status: 409 },
    );
  }
}
