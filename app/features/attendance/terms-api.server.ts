import { z } from "zod";
import { terms } from "#app/content/terms.ts";
import { currentMember } from "#app/features/accounts/member.server.ts";
import { apiError, apiJson, readJsonBody } from "#app/platform/http/json-api.server.ts";
import type { Services } from "#app/services.server.ts";
import { acceptTerms, OutdatedTermsVersion, termsJson } from "./terms.server.ts";
import { answersSchema } from "./terms-answers.ts";

/** GET /api/terms and POST /api/me/terms (docs/api.md). */

/** GET /api/terms: public, the current version's text and questions. */
export function getTerms(): Response {
  return apiJson(termsJson());
}

const acceptanceBody = z.strictObject({ version: z.string().min(1).max(100), answers: answersSchema() });

/** POST /api/me/terms { version, answers } → 201, the stored acceptance. */
export async function postMyTerms(request: Request, services: Services): Promise<Response> {
  let body: z.infer<typeof acceptanceBody>;
  try {
    body = await readJsonBody(request, acceptanceBody);
  } catch (response) {
    if (response instanceof Response) return response;
    throw response;
  }
  const member = await currentMember(request, services);
  if (!member) return apiError(401, "NOT_SIGNED_IN", "Sign in to accept the gym's terms.");
  try {
    const acceptance = await acceptTerms(services.database, {
      userId: member.id,
      version: body.version,
      answers: body.answers,
    });
    return apiJson(
      { ...acceptance, ...(acceptance.healthFlag ? { advice: terms.healthAdvice } : {}) },
      { status: 201 },
    );
  } catch (error) {
    if (!(error instanceof OutdatedTermsVersion)) throw error;
    return apiJson(
      { error: { code: "TERMS_OUTDATED", message: error.message, version: terms.version } },
      { status: 409 },
    );
  }
}
