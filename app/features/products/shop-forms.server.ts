import { data } from "react-router";
import { requireStaffWriter } from "#app/features/staff/access.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";
import type { ShopAnswer } from "./product-answer.ts";
import { ShopRefused } from "./product-errors.ts";

/** What the shop window's editors (products, offers) share: who may post, and how a refusal reads. */

/** The owner posting, as the edit's actor; anyone else is refused with 403. */
export async function shopOwner(request: Request, services: Services) {
  const staff = await requireStaffWriter(request, services);
  if (staff.role !== "owner") {
    throw data("Owners only", { status: 403, statusText: "Forbidden", headers: { "Cache-Control": "no-store" } });
  }
  return { actor: { id: staff.id, label: staff.email }, now: clock.now() };
}

/** A refusal the page shows above the form, with what was typed kept. */
export function refusedForm(message: string, values: Record<string, string>, status = 400) {
  return data<ShopAnswer>({ tone: "error", message, values }, { status });
}

/** The work's answer, or its ShopRefused as a refusal of the form. */
export async function refusedOr(
  work: () => Promise<Response | ReturnType<typeof data<ShopAnswer>>>,
  values: Record<string, string>,
) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ShopRefused)) throw error;
    return refusedForm(error.message, values, error.status);
  }
}
