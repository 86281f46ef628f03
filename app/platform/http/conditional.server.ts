import { createHash } from "node:crypto";

/**
 * A text response with a strong ETag of its body, or 304 Not Modified when the client
 * already holds that body (If-None-Match). Calendar apps poll feeds all day; most polls
 * then cost a hash and no transfer.
 */
export function conditionalText(request: Request, body: string, headers: Record<string, string>): Response {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
  const all = { ...headers, ETag: etag };
  if (matchesEtag(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers: all });
  return new Response(body, { status: 200, headers: all });
}

/** If-None-Match is "*", or a list of tags that may be weak (W/"…"); weak comparison is what RFC 9110 asks here. */
function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}
