import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/zip";
import { exportAction, exportZipLoader } from "./export.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  return exportZipLoader(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  return exportAction(request, await getServices());
}
