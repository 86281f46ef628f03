import { Form } from "react-router";
import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { Container } from "#app/components/ui/Container.tsx";
import { site } from "#app/content/site.ts";
import { loadUnsubscribe, unsubscribe } from "#app/features/attendance/unsubscribe.server.ts";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";

/** The unsubscribe link of members' non-transactional mail (app/features/attendance/unsubscribe.server.ts). */
export async function loader({ request }: Route.LoaderArgs) {
  return loadUnsubscribe(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  return unsubscribe(request, await getServices());
}

/** The address carries a secret: never cached, never indexed, never sent on as a referrer. */
export const headers = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

export const meta = () => [{ title: `Unsubscribe | ${site.brand}` }, { name: "robots", content: "noindex" }];

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const label = loaderData.label.toLowerCase();
  return (
    <>
      <PageBanner title="Unsubscribe" eyebrow="E-mail" />
      <div className="section-space">
        <Container className="max-w-3xl space-y-8">
          {actionData?.done ? (
            <>
              <OutcomeMessage
                outcome={{ tone: "success", message: `You are unsubscribed: no more ${label} from ${site.brand}.` }}
              />
              <p className="text-muted">You can turn them on again in your account.</p>
            </>
          ) : (
            <Form method="post" className="space-y-6">
              <p className="text-lg">
                Stop receiving {label} from {site.brand}? Booking confirmations and other e-mail about your account
                still come.
              </p>
              <button type="submit" className="button-primary">
                Unsubscribe
              </button>
            </Form>
          )}
        </Container>
      </div>
    </>
  );
}
