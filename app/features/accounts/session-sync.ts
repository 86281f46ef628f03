/**
 * Session cookie sync (decision 0011): when the ID token changes and was issued within
 * the configured maximum age, POST it as a bearer token to the configured endpoint; on
 * sign-out, DELETE with no Authorization header.
 */
import { clock } from "#app/platform/time/clock.ts";
export function tokenIssuedAt(token: string): number | undefined {
  const payload = token.split(".")[1];
  if (!payload) return undefined;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { iat?: unknown };
    return typeof json.iat === "number" ? json.iat : undefined;
  } catch {
    return undefined;
  }
}

export function isFreshToken(token: string, maxAgeSeconds: number, nowMs = clock.millis()): boolean {
  const iat = tokenIssuedAt(token);
  return iat !== undefined && nowMs / 1000 - iat <= maxAgeSeconds;
}

export async function postIdToken(endpoint: string, token: string): Promise<boolean> {
  const response = await fetch(endpoint, {
    method: "POST",
    credentials: "same-origin",
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.ok;
}

export async function deleteSessionCookie(endpoint: string): Promise<void> {
  await fetch(endpoint, { method: "DELETE", credentials: "same-origin" }).catch(() => {});
}
