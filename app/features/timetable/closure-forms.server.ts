import type { Services } from "#app/services.server.ts";
import { addClosure, closedWhen, removeClosure } from "./closure-edits.server.ts";
import { answerEdit, badForm, postedForm } from "./edit-forms.server.ts";
import { closureForm, closureRemovalForm, parseForm } from "./form-fields.server.ts";

/** The forms of the closures page (features/staff/intents.ts lists their intents): close the gym, take a closure back. */

const sessions = (count: number) => `${count} ${count === 1 ? "session" : "sessions"}`;

/** What becomes of the closed days' sessions: said before the removal (`done` false) and after. */
function sessionsBackText(count: number, done: boolean): string {
  if (count === 0) return "None of its sessions is still to come, so none comes back.";
  if (done) return `${sessions(count)} ${count === 1 ? "is" : "are"} back on the timetable, open to booking.`;
  return `${count === 1 ? "Its session still to come goes" : `Its ${sessions(count)} still to come go`} back on the timetable, and members can book again.`;
}

/** The bookings the closure cancelled stay so: said before and after, so nobody expects members re-booked. */
function leftCancelledText(count: number): string {
  if (count === 0) return "It had cancelled no bookings.";
  if (count === 1)
    return "The booking it cancelled stays cancelled: that member was e-mailed then and is not booked again.";
  return `The ${count} bookings it cancelled stay cancelled: those members were e-mailed then and are not booked again.`;
}

export async function closuresAction(request: Request, services: Services) {
  const posted = await postedForm(request, services);
  if (posted.intent === "add-closure") {
    const parsed = parseForm(closureForm, posted.values);
    if (!parsed.ok) return badForm(posted.intent, parsed.message, posted.values);
    return answerEdit(
      posted,
      (context) => addClosure(services.database, parsed.data, context),
      () => ({
        message: `Closed ${closedWhen(parsed.data)}: the schedule says "Closed: ${parsed.data.reason}".`,
      }),
    );
  }
  if (posted.intent === "remove-closure") {
    const parsed = parseForm(closureRemovalForm, posted.values);
    if (!parsed.ok) return badForm(posted.intent, parsed.message, posted.values);
    return answerEdit(
      posted,
      (context) => removeClosure(services.database, parsed.data.closureId, context),
      ({ result }) => ({
        message: `Closure removed: ${result.days}. ${sessionsBackText(result.sessionsBack, true)} ${leftCancelledText(result.bookingsLeftCancelled)}`,
      }),
      ({ result }) =>
        `Remove the closure of ${result.days}? ${sessionsBackText(result.sessionsBack, false)} ${leftCancelledText(result.bookingsLeftCancelled)} No e-mail goes out.`,
    );
  }
  return badForm(posted.intent, "That form is not on this page. Please try again.");
}
