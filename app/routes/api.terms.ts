import { getTerms } from "#app/features/attendance/terms-api.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-api.server.ts";

/** The gym's current terms and health questions, public (docs/api.md). */
export function loader() {
  return getTerms();
}

export function action() {
  return methodNotAllowed("GET");
}
