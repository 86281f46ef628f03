import type { z } from "zod";

/**
 * The JSON API's conventions, in one place: every error body is `{ error: { code, message } }`,
 * nothing is cached, and a request body is JSON that matches its schema exactly (unknown
 * fields are refused, not ignored). Oversized bodies never get here: the server refuses
 * them with 413 (server/request-guards.ts).
 */
const noStore = { "Cache-Control": "no-store" };
const utf8 = new TextEncoder();

/**
 * A JSON answer with its Content-Length: the compression middleware leaves answers under
 * 1 KB alone only when it knows their length, and most API answers are a few dozen bytes.
 */
export function apiJson(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  const bytes = utf8.encode(JSON.stringify(body));
  return new Response(bytes, {
    status: init.status ?? 200,
    headers: {
      "Content-Type": "application/json",
      "Content-Length": String(bytes.byteLength),
      ...noStore,
      ...init.headers,
    },
  });
}

export function apiError(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return apiJson({ error: { code, message } }, { status, headers });
}

export function methodNotAllowed(allow: string): Response {
  return apiError(405, "METHOD_NOT_ALLOWED", `Use ${allow}.`, { Allow: allow });
}

/** The body as `schema` describes it, or throws the 400 Response that says what is wrong. */
export async function readJsonBody<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) {
    throw apiError(415, "UNSUPPORTED_MEDIA_TYPE", "Send a JSON body with Content-Type: application/json.");
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw apiError(400, "INVALID_JSON", "The request body is not valid JSON.");
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    throw apiError(400, "INVALID_BODY", `${where}${issue?.message ?? "The request body is not valid."}`);
  }
  return result.data;
}
