/**
 * A consumer of the session-sync cookie for another service on the gym's domain (a members'
 * wiki, a door system…), meant to sit behind a reverse proxy's `auth_request`
 * (docs/deployment.md, "Signing in other services"): GET /verify answers 204 with
 * `X-Member-Id` when the request's cookie holds an ID token the site signed, for the site,
 * not expired; 401 otherwise. It needs no database and no secret: it checks the signature
 * against the site's public keys (JWKS), fetched once and refreshed when a new key appears.
 *
 *   node scripts/session-cookie/verifier.ts --site https://gym.example --port 4180
 */
import { createServer, type Server } from "node:http";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { parseCli, usageError } from "#scripts/cli.ts";

const COOKIE_NAMES = ["__Host-ironpeak_id_session", "ironpeak_id_session"];

export interface Verifier {
  /** The member's id, or null: no cookie, a forged, foreign or expired token. */
  memberOf(cookieHeader: string | undefined): Promise<string | null>;
}

export function cookieVerifier(siteUrl: string): Verifier {
  const origin = new URL(siteUrl).origin;
  const keys = createRemoteJWKSet(new URL("/api/auth/jwks", origin));
  return {
    async memberOf(cookieHeader) {
      const token = (cookieHeader ?? "")
        .split(";")
        .map((part) => part.trim().split("="))
        .find(([name]) => COOKIE_NAMES.includes(name ?? ""))?.[1];
      if (!token || token.length > 4096) return null;
      try {
        const { payload } = await jwtVerify(token, keys, {
          algorithms: ["EdDSA"],
          issuer: origin,
          audience: origin,
          requiredClaims: ["exp", "sub"],
          clockTolerance: 5,
        });
        return payload.sub ?? null;
      } catch {
        return null;
      }
    },
  };
}

/** The auth_request endpoint: 204 + X-Member-Id, or 401 in the site's one error shape. */
export function verifierServer(verifier: Verifier): Server {
  return createServer(async (request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/verify") {
      response.writeHead(404, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ error: { code: "NOT_FOUND", message: "Not found" } }));
      return;
    }
    const member = await verifier.memberOf(request.headers.cookie);
    if (member) {
      response.writeHead(204, { "X-Member-Id": member, "Cache-Control": "no-store" });
      response.end();
      return;
    }
    response.writeHead(401, { "Content-Type": "application/json", "Cache-Control": "no-store" });
    response.end(JSON.stringify({ error: { code: "NOT_SIGNED_IN", message: "Sign in on the gym's site first." } }));
  });
}

const usage = `Usage: node scripts/session-cookie/verifier.ts --site https://your.gym.site [--port 4180]

Answers GET /verify on 127.0.0.1 for a reverse proxy's auth_request: 204 with X-Member-Id
for a request carrying the site's session cookie, 401 otherwise (docs/deployment.md).`;

if (import.meta.main) {
  const options = parseCli(usage, { site: { type: "string" }, port: { type: "string", default: "4180" } });
  const siteUrl = options.site ?? "";
  const port = Number(options.port);
  if (!URL.canParse(siteUrl)) usageError(usage, "--site must be the site's address, such as https://gym.example");
  if (!Number.isInteger(port) || port < 1 || port > 65535) usageError(usage, "--port must be a port number");
  verifierServer(cookieVerifier(siteUrl)).listen(port, "127.0.0.1", () => {
    process.stdout.write(`Verifying session cookies of ${siteUrl} on http://127.0.0.1:${port}/verify\n`);
  });
}
