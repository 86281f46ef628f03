import { listArticles, postArticle } from "#app/features/blog/article-api.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/api.staff.articles";

/** Every article (GET), and a new one (POST): staff only (docs/api.md). */
export async function loader({ request }: Route.LoaderArgs) {
  return listArticles(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  return postArticle(request, await getServices());
}
