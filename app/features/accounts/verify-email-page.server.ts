import type { Services } from "#app/services.server.ts";
import { verifyEmailLink } from "./email-verification.server.ts";

export type VerifyEmailPage =
  | { kind: "link"; result: "verified" | "invalid" }
  | { kind: "signed-out" }
  | { kind: "member"; email: string; verified: boolean };

/** What /verify-email shows: the outcome of a link from the e-mail, or the signed-in member's status. */
export async function verifyEmailPage(request: Request, services: Services): Promise<VerifyEmailPage> {
  const token = new URL(request.url).searchParams.get("token");
  if (token !== null) return { kind: "link", result: await verifyEmailLink(services, token) };
  const session = await services.auth.api.getSession({ headers: request.headers });
  if (!session) return { kind: "signed-out" };
  return { kind: "member", email: session.user.email, verified: Boolean(session.user.emailVerified) };
}
