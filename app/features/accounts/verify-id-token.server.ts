import { createLocalJWKSet, type JSONWebKeySet, type JWTPayload, jwtVerify } from "jose";
import { clock } from "#app/platform/time/clock.ts";

export interface IdTokenCheck {
  jwks: JSONWebKeySet;
  issuer: string;
  audience: string;
  /** Seconds: a token issued longer ago than this is refused even if it has not expired. */
  maxAge: number;
  now?: Date;
}

/**
 * Verifies an ID token from our own better-auth: signature against our JWKS, issuer,
 * audience, expiry and issue time (not in the future, not older than maxAge). Returns
 * its claims, or null for anything else: a forged, foreign, stale or malformed token.
 */
export async function verifyIdToken(token: string, check: IdTokenCheck): Promise<JWTPayload | null> {
  if (token.length > 4096 || token.split(".").length !== 3) return null;
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet(check.jwks), {
      // better-auth's jwt plugin signs with Ed25519; no other algorithm, whatever a key or header says.
      algorithms: ["EdDSA"],
      issuer: check.issuer,
      audience: check.audience,
      maxTokenAge: check.maxAge,
      requiredClaims: ["iat", "exp", "sub"],
      clockTolerance: 5,
      currentDate: check.now,
    });
    const now = (check.now ?? clock.now()).getTime() / 1000;
    if (typeof payload.iat !== "number" || payload.iat > now + 5 || now - payload.iat > check.maxAge) return null;
    return payload;
  } catch {
    return null;
  }
}
