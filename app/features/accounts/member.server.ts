import { redirect } from "react-router";
import type { Services } from "#app/services.server.ts";
import { loginPathReturningTo } from "./return-path.ts";

/** The signed-in member behind a request, as the booking pages and API need them. */
export interface Member {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

/** The member whose better-auth session cookie came with the request, or null. */
export async function currentMember(request: Request, { auth }: Pick<Services, "auth">): Promise<Member | null> {
  const session = await auth.api.getSession({ headers: request.headers }).catch(() => null);
  if (!session?.user) return null;
  const { id, email, name, emailVerified } = session.user;
  return { id, email, name, emailVerified: Boolean(emailVerified) };
}

/** For pages: the member, or a redirect to /login that comes back to this page afterwards. */
export async function requireMemberOnPage(request: Request, services: Pick<Services, "auth">): Promise<Member> {
  const member = await currentMember(request, services);
  if (member) return member;
  const url = new URL(request.url);
  throw redirect(loginPathReturningTo(`${url.pathname}${url.search}`));
}
