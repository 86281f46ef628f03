import { Form, useNavigation } from "react-router";
import type { ComposeValues } from "./messages.server.ts";

export interface ComposeChoices {
  products: { id: string; name: string }[];
  classes: { slug: string; title: string }[];
  sessions: { id: string; label: string }[];
  classDaysMax: number;
  limits: { subjectMax: number; bodyMax: number };
}

const kinds = [
  { value: "members", label: "All members" },
  { value: "product", label: "Holders of a product" },
  { value: "class", label: "Came to a class lately" },
  { value: "slipping-away", label: "Members slipping away" },
  { value: "leads", label: "Leads who are not members yet" },
  { value: "session", label: "One session's roster (a notice about it)" },
] as const;

const hint = "text-sm text-muted";

/**
 * The message: who gets it (each choice with what it needs beside it, so the form works
 * without JavaScript), subject, Markdown body, when; then preview, save as a draft, or send.
 */
export function ComposeForm({
  values,
  choices,
  owner,
}: {
  values: ComposeValues;
  choices: ComposeChoices;
  owner: boolean;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="space-y-8">
      <input type="hidden" name="messageId" value={values.messageId} />
      <input type="hidden" name="version" value={values.version} />
      <fieldset className="space-y-3">
        <legend className="mb-3 font-display text-xl font-semibold uppercase tracking-tight">Who gets it</legend>
        {kinds.map((kind) => (
          <div key={kind.value} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
            <label className="flex min-h-11 items-center gap-3 sm:w-80 sm:shrink-0">
              <input
                type="radio"
                name="audienceKind"
                value={kind.value}
                defaultChecked={values.audienceKind === kind.value}
                className="size-5 accent-accent"
              />
              {kind.label}
            </label>
            {kind.value === "product" ? (
              <select
                aria-label="Product"
                name="productId"
                defaultValue={values.productId}
                className="field sm:max-w-xs"
              >
                {choices.products.map((product) => (
                  <option key={product.id} value={product.id}>
                    {product.name}
                  </option>
                ))}
              </select>
            ) : null}
            {kind.value === "class" ? (
              <div className="flex flex-wrap items-center gap-2">
                <select
                  aria-label="Class"
                  name="classSlug"
                  defaultValue={values.classSlug}
                  className="field sm:max-w-xs"
                >
                  {choices.classes.map((gymClass) => (
                    <option key={gymClass.slug} value={gymClass.slug}>
                      {gymClass.title}
                    </option>
                  ))}
                </select>
                <label className="flex items-center gap-2">
                  in the last
                  <input
                    name="days"
                    type="number"
                    min={1}
                    max={choices.classDaysMax}
                    defaultValue={values.days}
                    className="field w-24"
                    aria-label="Days back"
                  />
                  days
                </label>
              </div>
            ) : null}
            {kind.value === "session" ? (
              <select
                aria-label="Session"
                name="sessionId"
                defaultValue={values.sessionId}
                className="field sm:max-w-md"
              >
                {choices.sessions.map((session) => (
                  <option key={session.id} value={session.id}>
                    {session.label}
                  </option>
                ))}
              </select>
            ) : null}
          </div>
        ))}
        <p className={hint}>
          Gym news goes only to members who have it on, and to leads who have not unsubscribed; each e-mail carries a
          one-click unsubscribe. A session notice is about a class they booked: it goes to everyone booked or waiting.
        </p>
      </fieldset>

      <div className="space-y-2">
        <label htmlFor="message-subject" className="block font-medium">
          Subject
        </label>
        <input
          id="message-subject"
          name="subject"
          required
          maxLength={choices.limits.subjectMax}
          defaultValue={values.subject}
          className="field"
        />
      </div>
      <div className="space-y-2">
        <label htmlFor="message-body" className="block font-medium">
          Message
        </label>
        <textarea
          id="message-body"
          name="body"
          required
          rows={10}
          maxLength={choices.limits.bodyMax}
          defaultValue={values.body}
          aria-describedby="message-body-hint"
          className="field min-h-60 font-mono text-sm"
        />
        <p id="message-body-hint" className={hint}>
          Markdown: **bold**, *italic*, ## a heading, - a list, [a link](https://…). Members also get it as a push
          notification when they turned those on.
        </p>
      </div>

      <fieldset className="space-y-3">
        <legend className="mb-3 font-display text-xl font-semibold uppercase tracking-tight">When</legend>
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="radio"
            name="when"
            value="now"
            defaultChecked={values.when === "now"}
            className="size-5 accent-accent"
          />
          Now
        </label>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="when"
              value="later"
              defaultChecked={values.when === "later"}
              className="size-5 accent-accent"
            />
            At
          </label>
          <input
            type="datetime-local"
            name="sendAt"
            aria-label="Send at (the gym's time)"
            defaultValue={values.sendAt}
            className="field sm:max-w-xs"
          />
        </div>
      </fieldset>

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <button type="submit" name="intent" value="preview" className="button-outline" disabled={busy}>
          Preview and count
        </button>
        <button type="submit" name="intent" value="save-draft" className="button-outline" disabled={busy}>
          Save draft
        </button>
        {owner ? (
          <button type="submit" name="intent" value="send-message" className="button-primary" disabled={busy}>
            Send
          </button>
        ) : (
          <p className={`${hint} self-center`}>Only an owner sends: save it as a draft for them.</p>
        )}
      </div>
    </Form>
  );
}
