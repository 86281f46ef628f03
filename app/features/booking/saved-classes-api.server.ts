import { currentMember } from "#app/features/accounts/member.server.ts";
import { apiError, apiJson } from "#app/platform/http/json-api.server.ts";
import type { Services } from "#app/services.server.ts";
import { isKnownClass, savedClassSlugs, setClassSaved } from "./saved-classes.server.ts";

/**
 * The saved classes as JSON, for the star on /classes (a page shared by every visitor, so it
 * asks after hydration): GET /api/saved-classes, PUT and DELETE /api/saved-classes/:slug (docs/api.md).
 * The server refuses state changes from other origins before they get here.
 */
const notSignedIn = () => apiError(401, "NOT_SIGNED_IN", "Sign in to save classes.");

export async function listSavedClasses(request: Request, services: Pick<Services, "auth" | "database">) {
  const member = await currentMember(request, services);
  if (!member) return notSignedIn();
  return apiJson({ savedClasses: await savedClassSlugs(services.database, member.email) });
}

/** PUT saves the class, DELETE unsaves it; both answer with the whole list and are safe to repeat. */
export async function changeSavedClass(
  request: Request,
  slug: string,
  saved: boolean,
  services: Pick<Services, "auth" | "database">,
) {
  const member = await currentMember(request, services);
  if (!member) return notSignedIn();
  if (!isKnownClass(slug)) return apiError(404, "CLASS_NOT_FOUND", `There is no class "${slug.slice(0, 60)}".`);
  return apiJson({ savedClasses: await setClassSaved(services.database, member.email, slug, saved) });
}
