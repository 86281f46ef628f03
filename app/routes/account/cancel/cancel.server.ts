import { data } from "react-router";
import { requireMemberOnPage } from "#app/features/accounts/member.server.ts";
import { cancelConfirmation, cancelReturnPath } from "#app/features/booking/cancel-confirmation.server.ts";
import type { Services } from "#app/services.server.ts";

/**
 * The page a Cancel button opens without JavaScript: it asks once, and its form posts the
 * cancellation to the page the member came from (?back=), which shows the outcome.
 */
export async function loadCancelPage(request: Request, bookingId: string | undefined, services: Services) {
  const member = await requireMemberOnPage(request, services);
  const confirmation = bookingId ? await cancelConfirmation(services.database, member.id, bookingId) : undefined;
  if (!confirmation) throw data(null, { status: 404, statusText: "Not Found" });
  return { confirmation, back: cancelReturnPath(new URL(request.url).searchParams.get("back")) };
}
