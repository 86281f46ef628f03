import { getArticle, patchArticle } from "#app/features/blog/article-api.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.staff.articles.$id";

/** One article: GET reads it, PATCH changes it from the version read (docs/api.md). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return getArticle(request, params.id, await getServices());
}

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method === "PATCH") return patchArticle(request, params.id, await getServices());
  return methodNotAllowed("GET, PATCH");
}
