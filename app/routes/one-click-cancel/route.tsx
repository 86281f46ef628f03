import { Form } from "react-router";
import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { Container } from "#app/components/ui/Container.tsx";
import { site } from "#app/content/site.ts";
import { confirmOneClickCancel, loadOneClickCancel } from "#app/features/attendance/one-click-cancel.server.ts";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";

/** A reminder's one-click cancel link (app/features/attendance/one-click-cancel.server.ts). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return loadOneClickCancel(await getServices(), params.bookingId, new URL(request.url).searchParams.get("token"));
}

export async function action({ request, params }: Route.ActionArgs) {
  return confirmOneClickCancel(await getServices(), params.bookingId, new URL(request.url).searchParams.get("token"));
}

/** The address carries a secret: never cached, never indexed, never sent on as a referrer. */
export const headers = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

export const meta = () => [{ title: `Cancel a booking | ${site.brand}` }, { name: "robots", content: "noindex" }];

export default function OneClickCancel({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Cancel a booking" eyebrow="Members" />
      <div className="section-space">
        <Container className="max-w-3xl space-y-8">
          {actionData ? (
            <>
              <OutcomeMessage outcome={actionData} />
              <a href="/schedule" className="button-primary">
                See the schedule
              </a>
            </>
          ) : loaderData.state === "over" ? (
            <p className="text-lg">
              {loaderData.what}: {loaderData.message}
            </p>
          ) : (
            <Form method="post" className="space-y-6">
              <p className="text-lg">
                Cancel your place in <strong className="font-semibold">{loaderData.what}</strong>?
              </p>
              <p className={loaderData.late ? "text-paper" : "text-muted"}>{loaderData.rule}</p>
              <button type="submit" className="button-primary">
                Yes, cancel my place
              </button>
            </Form>
          )}
        </Container>
      </div>
    </>
  );
}
