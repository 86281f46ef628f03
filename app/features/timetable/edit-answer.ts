/**
 * What a timetable form's post answers, for the page to show: done, refused (why, with what
 * was typed kept), or a change that would cancel places or tell members of a new trainer,
 * to confirm first (the same values, posted again with `step=save`).
 */
export interface EditAnswer {
  tone: "success" | "error" | "confirm";
  message: string;
  /** Which form it answers (its `intent`). */
  intent: string;
  /** The form's fields as sent: to fill it again, or to post again on confirming. */
  values?: Record<string, string>;
  /** A page to go on to: the slot a change made, the class added… */
  next?: { href: string; label: string };
}

/** The answer for this form, if the last post was its. */
export function answerFor(answer: EditAnswer | undefined, intent: string): EditAnswer | undefined {
  return answer?.intent === intent ? answer : undefined;
}
