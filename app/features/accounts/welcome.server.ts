import type { Services } from "#app/services.server.ts";
import { requireMemberOnPage } from "./member.server.ts";

/**
 * /welcome, where sign-up lands: what happens next. With REQUIRE_EMAIL_VERIFICATION the new
 * member cannot book until they confirm their address, so the page says to check their
 * e-mail; otherwise they are signed in and may book their first class.
 */
export async function welcomePage(request: Request, services: Pick<Services, "auth" | "env">) {
  const member = await requireMemberOnPage(request, services);
  return {
    name: member.name,
    email: member.email,
    next: services.env.REQUIRE_EMAIL_VERIFICATION && !member.emailVerified ? "verify-email" : "book",
  } as const;
}
