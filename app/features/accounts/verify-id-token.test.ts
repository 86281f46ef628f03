import { exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { verifyIdToken } from "./verify-id-token.server.ts";

const ISSUER = "http://localhost:3000";
const now = new Date("2026-06-01T12:00:00Z");
const nowSeconds = now.getTime() / 1000;

describe("verifyIdToken", () => {
  let privateKey: CryptoKey;
  let otherKey: CryptoKey;
  let jwk: JWK;

  beforeAll(async () => {
    const pair = await generateKeyPair("EdDSA", { crv: "Ed25519" });
    privateKey = pair.privateKey;
    jwk = { ...(await exportJWK(pair.publicKey)), kid: "k1", alg: "EdDSA" };
    otherKey = (await generateKeyPair("EdDSA", { crv: "Ed25519" })).privateKey;
  });

  async function token(
    claims: { iat?: number; exp?: number; iss?: string; aud?: string; sub?: string } = {},
    key = privateKey,
  ) {
    const iat = claims.iat ?? nowSeconds - 10;
    return new SignJWT({})
      .setProtectedHeader({ alg: "EdDSA", kid: "k1" })
      .setSubject(claims.sub ?? "user-1")
      .setIssuer(claims.iss ?? ISSUER)
      .setAudience(claims.aud ?? ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(claims.exp ?? iat + 900)
      .sign(key);
  }

  const check = (value: string, maxAge = 300) =>
    verifyIdToken(value, { jwks: { keys: [jwk] }, issuer: ISSUER, audience: ISSUER, maxAge, now });

  it("accepts a fresh token from our issuer", async () => {
    expect((await check(await token()))?.sub).toBe("user-1");
  });

  it.each([
    ["signed by another key", async () => token({}, otherKey)],
    ["from another issuer", async () => token({ iss: "https://evil.example" })],
    ["for another audience", async () => token({ aud: "https://evil.example" })],
    ["expired", async () => token({ iat: nowSeconds - 1000, exp: nowSeconds - 60 })],
    ["issued longer ago than the maximum age", async () => token({ iat: nowSeconds - 301, exp: nowSeconds + 600 })],
    ["issued in the future", async () => token({ iat: nowSeconds + 120 })],
    ["malformed", async () => "not.a.token"],
    ["empty", async () => ""],
  ])("refuses a token %s", async (_label, make) => {
    expect(await check(await make())).toBeNull();
  });

  it("refuses a token signed with any algorithm but EdDSA, even by a key in the set", async () => {
    const ecdsa = await generateKeyPair("ES256");
    const ecJwk: JWK = { ...(await exportJWK(ecdsa.publicKey)), kid: "k2" };
    const foreignAlgorithm = await new SignJWT({})
      .setProtectedHeader({ alg: "ES256", kid: "k2" })
      .setSubject("user-1")
      .setIssuer(ISSUER)
      .setAudience(ISSUER)
      .setIssuedAt(nowSeconds - 10)
      .setExpirationTime(nowSeconds + 600)
      .sign(ecdsa.privateKey);
    const result = await verifyIdToken(foreignAlgorithm, {
      jwks: { keys: [jwk, ecJwk] },
      issuer: ISSUER,
      audience: ISSUER,
      maxAge: 300,
      now,
    });
    expect(result).toBeNull();
  });
});
