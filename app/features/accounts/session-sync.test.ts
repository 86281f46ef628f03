import { describe, expect, it } from "vitest";
import { isFreshToken, tokenIssuedAt } from "./session-sync.ts";

const tokenWith = (claims: object) =>
  `eyJhbGciOiJFZERTQSJ9.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.sig`;

describe("session sync freshness", () => {
  const now = Date.parse("2026-06-01T12:00:00Z");
  const iat = now / 1000;

  it("reads the issue time and sends only tokens issued within the maximum age", () => {
    expect(tokenIssuedAt(tokenWith({ iat }))).toBe(iat);
    expect(isFreshToken(tokenWith({ iat: iat - 300 }), 300, now)).toBe(true);
    expect(isFreshToken(tokenWith({ iat: iat - 301 }), 300, now)).toBe(false);
    expect(isFreshToken(tokenWith({}), 300, now)).toBe(false);
    expect(isFreshToken("garbage", 300, now)).toBe(false);
  });
});
