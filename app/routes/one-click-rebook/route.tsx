import { Form } from "react-router";
import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { Container } from "#app/components/ui/Container.tsx";
import { site } from "#app/content/site.ts";
import { confirmOneClickRebook, loadOneClickRebook } from "#app/features/attendance/one-click-rebook.server.ts";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";

/** A moved class's "book the new time" link (app/features/attendance/one-click-rebook.server.ts). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return loadOneClickRebook(await getServices(), params.bookingId, new URL(request.url).searchParams.get("token"));
}

export async function action({ request, params }: Route.ActionArgs) {
  return confirmOneClickRebook(await getServices(), params.bookingId, new URL(request.url).searchParams.get("token"));
}

/** The address carries a secret: never cached, never indexed, never sent on as a referrer. */
export const headers = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

export const meta = () => [{ title: `Book the new time | ${site.brand}` }, { name: "robots", content: "noindex" }];

export default function OneClickRebook({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Your class moved" eyebrow="Members" />
      <div className="section-space">
        <Container className="max-w-3xl space-y-8">
          {actionData ? (
            <>
              <OutcomeMessage outcome={actionData} />
              <a href="/account" className="button-primary">
                See my bookings
              </a>
            </>
          ) : loaderData.state === "over" ? (
            <>
              <p className="text-lg">{loaderData.message}</p>
              <a href="/schedule" className="button-outline">
                See the schedule
              </a>
            </>
          ) : (
            <Form method="post" className="space-y-6">
              <p className="text-lg">
                <strong className="font-semibold">{loaderData.className}</strong> is now on{" "}
                <strong className="font-semibold">{loaderData.when}</strong>.
              </p>
              <p className="text-muted">
                If you held a place at the old time, what paid for it came back to you, and booking the new time uses
                it.
              </p>
              {loaderData.full ? (
                <p role="note" className="rounded-card border border-accent/40 bg-accent/10 px-5 py-4">
                  The new time is full. You can join its waitlist: if a place frees up, you'll get it.
                </p>
              ) : null}
              <button type="submit" className="button-primary">
                {loaderData.full ? "Join the waitlist" : "Book the new time"}
              </button>
            </Form>
          )}
        </Container>
      </div>
    </>
  );
}
