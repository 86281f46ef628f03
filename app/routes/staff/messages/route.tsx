import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { ComposeForm } from "./ComposeForm.tsx";
import { MessageHistory } from "./MessageHistory.tsx";
import { MessagePreview } from "./MessagePreview.tsx";
import { loadMessages, type MessagesOutcome, messagesAction } from "./messages.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  return loadMessages(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  return messagesAction(request, await getServices());
}

export const headers = staffPageHeaders;

export const meta = () => staffPageMeta("Messages");

export default function StaffMessages({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as MessagesOutcome | undefined;
  // After a send or a saved draft the form starts afresh; a preview or a refusal keeps what was typed.
  const values = answer?.values ?? loaderData.compose;
  const formKey = answer?.values
    ? `typed-${answer.message}`
    : `${loaderData.compose.messageId}-${loaderData.history.length}`;
  return (
    <>
      <ConsoleHeading title="Messages">
        <p>
          Write to members in Markdown: gym news to an audience, or a notice to one session&apos;s roster.
          {loaderData.owner
            ? " Preview it, see how many get it, then send it now or at a time."
            : " Staff draft; an owner sends."}
        </p>
      </ConsoleHeading>
      {answer && answer.subject !== "history" ? (
        <div className="mb-8">
          <OutcomeMessage outcome={answer} />
        </div>
      ) : null}
      <div className="grid gap-12 xl:grid-cols-[3fr_2fr] xl:items-start">
        <section aria-labelledby="compose-title">
          <h2 id="compose-title" className="sr-only">
            Write a message
          </h2>
          <ComposeForm key={formKey} values={values} choices={loaderData.choices} owner={loaderData.owner} />
        </section>
        {answer?.preview ? <MessagePreview preview={answer.preview} /> : null}
      </div>
      <section aria-labelledby="history-title" className="mt-16">
        <h2 id="history-title" className="mb-4 font-display text-3xl font-semibold uppercase tracking-tight">
          History
        </h2>
        {answer?.subject === "history" ? (
          <div className="mb-4">
            <OutcomeMessage outcome={answer} />
          </div>
        ) : null}
        <MessageHistory entries={loaderData.history} owner={loaderData.owner} />
      </section>
    </>
  );
}
