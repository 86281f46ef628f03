import { data } from "react-router";
import type { Database } from "#app/platform/data/database.server.ts";
import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  idempotentWith,
  isIdempotencyKey,
  type KeptAnswers,
} from "#app/platform/http/idempotency.server.ts";
import { StaffRefused } from "./errors.ts";
import { ONE_TIME_KEY_FIELD } from "./intents.ts";
import { field, outcomeOf, type StaffOutcome } from "./outcome.server.ts";

/**
 * A desk form that records money or credits, made once per rendered form (decision 0130):
 * the page renders a one-time key in a hidden field (`ONE_TIME_KEY_FIELD`), and the action
 * runs through the JSON API's Idempotency-Key mechanism (app/platform/http/idempotency.server.ts)
 * with it. The same form posted again (a reload that resends it, Back and send, a second
 * press before the first answer) records nothing more and is answered with the first
 * outcome, so the desk reads "Sold …" again rather than an error.
 */

type Answer = ReturnType<typeof data<StaffOutcome>>;

const ALREADY_SENT =
  "This form had already been sent with other choices (a page from before, reached with Back?), so nothing was recorded this time. The page now shows what is on record: check it before you send the form again.";
const DAMAGED = "The form arrived damaged, so nothing was recorded: reload the page and try again.";

/** A form's outcome kept with its key: a success (2xx) is kept and given again; a refusal rolls back with the key. */
const outcomes = (subject: string): KeptAnswers<Answer> => ({
  keep: async (answer) => {
    const status = answer.init?.status ?? 200;
    return status < 300 ? { status, body: JSON.stringify(answer.data) } : null;
  },
  first: (answer) => answer,
  replayed: (stored) => data(JSON.parse(stored.body) as StaffOutcome, { status: stored.status }),
  reused: () => {
    const refusal = new StaffRefused("FORM_ALREADY_SENT", ALREADY_SENT);
    // 409: the record page reads itself again (its shouldRevalidate), so it shows what is recorded and a fresh key.
    return data<StaffOutcome>({ tone: "error", message: refusal.message, subject }, { status: refusal.status });
  },
});

export interface FormPost {
  form: FormData;
  /** The staff member who sent it: keys are theirs alone. */
  userId: string;
  /** React Router's `url` of the action (without the `.data` of a post made with JavaScript). */
  url: URL;
  /** What the form asks for, as read and checked: with the path, what "the same form" is judged by. */
  fields: Record<string, unknown>;
  /** Which form of the page the outcome answers. */
  subject: string;
}

/**
 * Runs `work` (its writes through the Database it is given) once for the form's key, with
 * outcomeOf's answers. A form without a key (a page rendered before forms had one) is made
 * as before, every time it is posted.
 */
export function outcomeOnce(
  database: Database,
  { form, userId, url, fields, subject }: FormPost,
  work: (database: Database) => Promise<StaffOutcome>,
): Promise<Answer> {
  const sent = field(form, ONE_TIME_KEY_FIELD, IDEMPOTENCY_KEY_MAX_LENGTH + 1);
  if (sent !== "" && !isIdempotencyKey(sent)) {
    return outcomeOf<StaffOutcome>(() => Promise.reject(new StaffRefused("INVALID_INPUT", DAMAGED)), { subject });
  }
  return idempotentWith(
    outcomes(subject),
    database,
    { key: sent === "" ? null : sent, userId, request: { method: "POST", url }, body: fields },
    (joined) => outcomeOf<StaffOutcome>(() => work(joined), { subject }),
  );
}
