import { apiError } from "#app/platform/http/json-api.server.ts";
import type { Services } from "#app/services.server.ts";
import { COACH_REFUSAL, requireStaffViewer, requireStaffWriter } from "./access.server.ts";
import type { StaffMember } from "./roles.server.ts";

/**
 * The staff JSON API's gate: the desk's own gates (requireStaffViewer to read,
 * requireStaffWriter to change, which refuses the public demo staff account), their
 * answers put in the API's words: 401 NOT_SIGNED_IN, 403 STAFF_ONLY, 403 DEMO_READ_ONLY, and
 * 403 COACH_OWN_SESSIONS_ONLY for a coach (decision 0185). `owner`: the change is the owner's
 * (products, offers): other staff get 403 OWNERS_ONLY, the demo staff account DEMO_READ_ONLY.
 */
type Gated = { staff: StaffMember; refused?: never } | { staff?: never; refused: Response };

function refusal(thrown: unknown): Response {
  if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
    return apiError(401, "NOT_SIGNED_IN", "Sign in with a staff account.");
  }
  const init = (thrown as { type?: string; init?: ResponseInit | null }).init;
  if ((thrown as { type?: string }).type === "DataWithResponseInit" && init?.status === 403) {
    const code = new Headers(init.headers).get("X-Refusal-Code");
    if (code === COACH_REFUSAL.code) return apiError(403, COACH_REFUSAL.code, COACH_REFUSAL.message);
    if (code === "DEMO_READ_ONLY") {
      return apiError(403, "DEMO_READ_ONLY", "The demo staff account can look around, but not change anything.");
    }
    return apiError(403, "STAFF_ONLY", "Only the gym's staff may do this.");
  }
  throw thrown;
}

export async function staffForApi(
  request: Request,
  services: Pick<Services, "auth" | "database" | "env">,
  { write, owner = false }: { write: boolean; owner?: boolean },
): Promise<Gated> {
  let staff: StaffMember;
  try {
    staff = write ? await requireStaffWriter(request, services) : await requireStaffViewer(request, services);
  } catch (thrown) {
    return { refused: refusal(thrown) };
  }
  if (owner && staff.role !== "owner") {
    return { refused: apiError(403, "OWNERS_ONLY", "Only an owner of the gym may change this.") };
  }
  return { staff };
}
