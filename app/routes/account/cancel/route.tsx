import { Form, Link } from "react-router";
import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { Container } from "#app/components/ui/Container.tsx";
import { site } from "#app/content/site.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { loadCancelPage } from "./cancel.server.ts";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadCancelPage(request, params.bookingId, await getServices());
}

/** A member's own booking: never cached, never indexed. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

export const meta = () => [{ title: `Cancel a booking | ${site.brand}` }, { name: "robots", content: "noindex" }];

export default function CancelBookingPage({ loaderData }: Route.ComponentProps) {
  const { confirmation, back } = loaderData;
  return (
    <>
      <PageBanner title="Cancel a booking" eyebrow="Members" />
      <div className="section-space">
        <Container className="max-w-3xl">
          {confirmation.state === "over" ? (
            <div className="space-y-6">
              <p className="text-lg">
                {confirmation.what}: {confirmation.message}
              </p>
              <Link to={back} className="button-outline">
                Back
              </Link>
            </div>
          ) : (
            <section
              aria-labelledby="cancel-question"
              className="rounded-card border border-white/10 bg-surface p-7 shadow-card sm:p-9"
            >
              <h2
                id="cancel-question"
                className="font-display text-3xl font-semibold uppercase leading-tight sm:text-4xl"
              >
                {confirmation.prompt.question}
              </h2>
              <p className="mt-3 text-muted">{confirmation.what}</p>
              <p className={`mt-4 ${confirmation.late ? "text-paper" : "text-muted"}`}>{confirmation.prompt.rule}</p>
              <Form method="post" action={back} className="mt-8 flex flex-col gap-3 sm:flex-row">
                <input type="hidden" name="intent" value="cancel" />
                <input type="hidden" name="bookingId" value={confirmation.bookingId} />
                <input type="hidden" name="target" value={confirmation.sessionId} />
                <button type="submit" className="button-primary">
                  {confirmation.prompt.confirm}
                </button>
                <Link to={back} className="button-outline">
                  Keep my place
                </Link>
              </Form>
            </section>
          )}
        </Container>
      </div>
    </>
  );
}
