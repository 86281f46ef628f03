import { terms } from "#app/content/terms.ts";

/** A benchmark's member accepts the gym's terms (every health answer "no"), as a member must before booking. */
export async function acceptTerms(baseUrl: string, cookie: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/me/terms`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, cookie },
    body: JSON.stringify({
      version: terms.version,
      answers: Object.fromEntries(terms.questions.map((question) => [question.id, false])),
    }),
  });
  if (response.status !== 201) throw new Error(`Accepting the terms failed with ${response.status}`);
}
