import type { APIRequestContext } from "@playwright/test";
import { terms } from "#app/content/terms.ts";

/** The gym's current terms accepted with every health answer "no" (POST /api/me/terms), as a member does before a first booking. */
export async function acceptTerms(request: APIRequestContext, origin: string): Promise<void> {
  const response = await request.post("/api/me/terms", {
    headers: { origin },
    data: {
      version: terms.version,
      answers: Object.fromEntries(terms.questions.map((question) => [question.id, false])),
    },
  });
  if (response.status() !== 201) throw new Error(`accepting the terms answered ${response.status()}`);
}
