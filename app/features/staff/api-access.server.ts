import { currentMember } from "#app/features/accounts/member.server.ts";
import { apiError } from "#app/platform/http/json-api.server.ts";
import type { Services } from "#app/services.server.ts";
import { requireStaffWriter } from "./access.server.ts";
import type { StaffMember } from "./roles.server.ts";

/**
 * requireStaffWriter for the staff JSON API: the same gate, answered in the API's shape
 * (docs/api.md) instead of a page: 401 NOT_SIGNED_IN rather than the way to /login, 403
 * STAFF_ONLY for a member, 403 DEMO_READ_ONLY for the public demo staff account.
 */
export async function staffApiWriter(
  request: Request,
  services: Pick<Services, "auth" | "database" | "env">,
): Promise<StaffMember | Response> {
  if (!(await currentMember(request, services))) {
    return apiError(401, "NOT_SIGNED_IN", "Sign in with a staff account to use the front desk's API.");
  }
  try {
    return await requireStaffWriter(request, services);
  } catch (thrown) {
    const refusal = thrown as {
      type?: string;
      data?: unknown;
      init?: { status?: number; headers?: Record<string, string> };
    };
    if (refusal?.type !== "DataWithResponseInit" || refusal.init?.status !== 403) throw thrown;
    const code = refusal.init.headers?.["X-Refusal-Code"] ?? "STAFF_ONLY";
    const message = code === "STAFF_ONLY" ? "This is for the gym's staff only." : String(refusal.data);
    return apiError(403, code, message);
  }
}
