import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { Container } from "#app/components/ui/Container.tsx";
import { site } from "#app/content/site.ts";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { AlreadyAccepted, TermsAccepted } from "./TermsAccepted.tsx";
import { TermsForm } from "./TermsForm.tsx";
import { loadTermsPage, termsAction } from "./terms.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  return loadTermsPage(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  return termsAction(request, await getServices());
}

/** A member's own page: never cached, never indexed. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.terms.title ?? "Membership agreement"} | ${site.brand}` },
  { name: "robots", content: "noindex" },
];

/** The gym's terms and health questions, asked before a member's first booking and again when they change. */
export default function TermsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { terms, accepted, changed, next } = loaderData;
  const refused = actionData?.ok === false ? actionData : undefined;
  const agreement = (
    <>
      <section aria-labelledby="agreement-title" className="space-y-4">
        <h2 id="agreement-title" className="font-display text-3xl font-semibold uppercase tracking-tight">
          {terms.title}
        </h2>
        <p className="text-sm text-muted">Version {terms.version}</p>
        {terms.agreement.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <TermsForm
        version={terms.version}
        title={terms.title}
        questions={terms.questions}
        errors={refused ? refused.errors : {}}
      />
    </>
  );
  return (
    <>
      <PageBanner title={terms.title} eyebrow="Before you book" />
      <div className="section-space">
        <Container className="max-w-3xl space-y-10">
          {actionData?.ok === true ? (
            <TermsAccepted title={terms.title} outcome={actionData} next={next} />
          ) : accepted && !refused ? (
            <AlreadyAccepted accepted={accepted} version={terms.version} next={next}>
              {agreement}
            </AlreadyAccepted>
          ) : (
            <>
              {refused ? <OutcomeMessage outcome={{ tone: "error", message: refused.message }} /> : null}
              <p className="text-lg">
                {changed
                  ? `${site.brand} has updated its ${terms.title.toLowerCase()}. Please read it and answer the health questions again before your next booking.`
                  : `Before your first booking, please read ${site.brand}'s ${terms.title.toLowerCase()} and answer a few health questions.`}
              </p>
              {agreement}
            </>
          )}
        </Container>
      </div>
    </>
  );
}
