import { data } from "react-router";
import { bookingMailer } from "#app/features/booking/booking-mail.server.ts";
import { requireStaffWriter } from "#app/features/staff/access.server.ts";
import type { Services } from "#app/services.server.ts";
import type { EditAnswer } from "./edit-answer.ts";
import type { EditContext, EditOutcome } from "./schedule-edit.server.ts";
import { TimetableRefused } from "./timetable-errors.ts";

/**
 * The timetable pages' forms, posted with or without JavaScript. A change is worked out
 * first (a preview, rolled back): a refusal comes back with its reason and what was typed;
 * a change that would cancel members' places or tell them of a new trainer comes back to be
 * confirmed; anything else is saved at once. Every post passes the desk's write gate.
 */
export interface PostedForm {
  form: FormData;
  intent: string;
  /** Every text field as sent, to fill the form again or to confirm it. */
  values: Record<string, string>;
  context: (preview: boolean) => EditContext;
}

export async function postedForm(request: Request, services: Services): Promise<PostedForm> {
  const staff = await requireStaffWriter(request, services);
  const form = await request.formData().catch(() => new FormData());
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && name !== "step") values[name] = value.slice(0, 500);
  }
  // Moved classes' e-mails carry a signed link that books the new time.
  const { secret } = await services.auth.$context;
  return {
    form,
    intent: values.intent ?? "",
    values,
    context: (preview) => ({
      actor: { id: staff.id, label: staff.email },
      notify: bookingMailer(services.mail, { secret }),
      preview,
    }),
  };
}

const people = (count: number) => `${count} ${count === 1 ? "member" : "members"}`;

/** "3 members hold places in sessions this change moves…: they will be e-mailed" (or, once saved, "were"). */
export function consequencesText(
  { cancelledBookings, toldOfNewTrainer }: EditOutcome<unknown>["consequences"],
  done = false,
) {
  const will = (count: number) => (done ? (count === 1 ? "was" : "were") : "will be");
  const held =
    cancelledBookings === 1 ? (done ? "held a place" : "holds a place") : done ? "held places" : "hold places";
  const their = cancelledBookings === 1 ? "their place" : "their places";
  return [
    cancelledBookings > 0
      ? `${people(cancelledBookings)} ${held} in sessions this change moves or takes off the timetable: ${their} ${will(cancelledBookings)} cancelled and they ${done ? "were" : "will be"} e-mailed, with the new time where there is one.`
      : "",
    toldOfNewTrainer > 0
      ? `${people(toldOfNewTrainer)} ${will(toldOfNewTrainer)} e-mailed that another trainer teaches their class.`
      : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * Runs a form's change: refused → 4xx with the reason; places affected (or a change that
 * always asks, `confirm` words what it would do) and not yet confirmed (`step` is not
 * "save") → the confirmation; else saved, and `done` words it.
 */
export async function answerEdit<T>(
  posted: PostedForm,
  run: (context: EditContext) => Promise<EditOutcome<T>>,
  done: (outcome: EditOutcome<T>) => Pick<EditAnswer, "message" | "next">,
  confirm?: (preview: EditOutcome<T>) => string,
) {
  const { intent, values, form } = posted;
  try {
    if (form.get("step") !== "save") {
      const preview = await run(posted.context(true));
      const { cancelledBookings, toldOfNewTrainer } = preview.consequences;
      if (confirm || cancelledBookings + toldOfNewTrainer > 0) {
        const message = [confirm?.(preview), consequencesText(preview.consequences)].filter(Boolean).join(" ");
        return data<EditAnswer>({ tone: "confirm", intent, values, message });
      }
    }
    const saved = await run(posted.context(false));
    const told = consequencesText(saved.consequences, true);
    const answer = done(saved);
    return data<EditAnswer>({
      tone: "success",
      intent,
      ...answer,
      message: [answer.message, told].filter(Boolean).join(" "),
    });
  } catch (error) {
    if (!(error instanceof TimetableRefused)) throw error;
    return data<EditAnswer>({ tone: "error", intent, values, message: error.message }, { status: error.status });
  }
}

/** An answer for a form the page does not have, or a field that is not what it should be. */
export function badForm(intent: string, message: string, values?: Record<string, string>) {
  return data<EditAnswer>({ tone: "error", intent, message, ...(values ? { values } : {}) }, { status: 400 });
}
