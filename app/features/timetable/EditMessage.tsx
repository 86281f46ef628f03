import { Form, Link } from "react-router";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import type { EditAnswer } from "./edit-answer.ts";

/**
 * The answer to a timetable form: done (with where to go next) or refused, announced; or a
 * change that affects members, to confirm: the same fields posted again with `step=save`,
 * so it works without JavaScript too.
 */
export function EditMessage({
  answer,
  confirmLabel = "Save the change",
}: {
  answer: EditAnswer | undefined;
  confirmLabel?: string;
}) {
  if (!answer) return null;
  if (answer.tone !== "confirm") {
    return (
      <div className="space-y-3">
        <OutcomeMessage outcome={{ tone: answer.tone, message: answer.message }} />
        {answer.next ? (
          <p>
            <Link to={answer.next.href} className="link">
              {answer.next.label}
            </Link>
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <Form
      method="post"
      className="rounded-card border border-accent/60 bg-accent/10 p-5"
      aria-labelledby="confirm-title"
    >
      <h3 id="confirm-title" className="font-display text-xl font-semibold uppercase tracking-tight">
        Before you save
      </h3>
      <p role="status" className="mt-2 max-w-prose">
        {answer.message}
      </p>
      {Object.entries(answer.values ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="step" value="save" />
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className="button-primary">
          {confirmLabel}
        </button>
        <Link to="." className="button-outline">
          Not now
        </Link>
      </div>
    </Form>
  );
}
