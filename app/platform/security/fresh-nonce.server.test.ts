import { describe, expect, it } from "vitest";
import { freshNonce } from "./fresh-nonce.server.ts";

describe("a CSP nonce", () => {
  it("is 16 bytes in base64, and never the same twice, across refills of its pool", () => {
    const nonces = Array.from({ length: 1000 }, freshNonce);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
