import type { Services } from "#app/services.server.ts";
import { answerEdit, badForm, postedForm } from "./edit-forms.server.ts";
import { coverForm, oneOffChangeForm, oneOffForm, parseForm } from "./form-fields.server.ts";
import { addOneOff, changeOneOff, removeOneOff, sessionLabel, setCover } from "./session-edits.server.ts";
import { dayLabel, findSession } from "./sessions.server.ts";

/** The forms of the one-off and cover page (features/staff/intents.ts lists their intents). */

const sessionHref = (sessionId: string) => `/staff/sessions/${sessionId}`;

export async function sessionsAction(request: Request, services: Services) {
  const posted = await postedForm(request, services);
  const { intent, values } = posted;
  if (intent === "add-one-off") {
    const parsed = parseForm(oneOffForm, values);
    if (!parsed.ok) return badForm(intent, parsed.message, values);
    return answerEdit(
      posted,
      (context) => addOneOff(services.database, parsed.data, context),
      ({ result }) => ({
        message: `Added on ${dayLabel(parsed.data.localDate)}: members can book it now.`,
        next: { href: sessionHref(result.sessionId), label: "Open its roster" },
      }),
    );
  }
  if (intent === "change-one-off") {
    const parsed = parseForm(oneOffChangeForm, values);
    if (!parsed.ok) return badForm(intent, parsed.message, values);
    return answerEdit(
      posted,
      (context) => changeOneOff(services.database, parsed.data, context),
      ({ result }) => {
        const session = findSession(result.sessionId);
        const moved = result.promoted === 1 ? "1 member moved up" : `${result.promoted} members moved up`;
        return {
          message: [
            `Saved: ${session ? sessionLabel(session) : "the one-off session"}.`,
            result.promoted > 0
              ? `${moved} from the waitlist and ${result.promoted === 1 ? "was" : "were"} e-mailed.`
              : "",
          ]
            .filter(Boolean)
            .join(" "),
          next: { href: sessionHref(result.sessionId), label: "Open its roster" },
        };
      },
    );
  }
  if (intent === "remove-one-off") {
    const sessionId = values.sessionId ?? "";
    return answerEdit(
      posted,
      (context) => removeOneOff(services.database, sessionId, context),
      () => ({ message: "The one-off session is off the timetable." }),
    );
  }
  if (intent === "set-cover" || intent === "remove-cover") {
    const parsed = parseForm(coverForm, { trainerId: "", ...values });
    if (!parsed.ok) return badForm(intent, parsed.message, values);
    const trainerId = intent === "remove-cover" ? null : parsed.data.trainerId;
    if (trainerId === "") return badForm(intent, "Choose the trainer who covers it.", values);
    return answerEdit(
      posted,
      (context) => setCover(services.database, { sessionId: parsed.data.sessionId, trainerId }, context),
      () => ({
        message: trainerId === null ? "The session is back with its own trainer." : "Cover saved.",
        next: { href: sessionHref(parsed.data.sessionId), label: "Open the session" },
      }),
    );
  }
  return badForm(intent, "That form is not on this page. Please try again.");
}
