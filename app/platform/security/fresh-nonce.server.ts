import { randomFillSync } from "node:crypto";

const NONCE_BYTES = 16;
const pool = Buffer.alloc(NONCE_BYTES * 256);
let used = pool.length;

/**
 * A CSP nonce for one response: 16 bytes from the system's secure generator, base64. They
 * are drawn 256 at a time, because one call per response was a measurable part of a kept
 * page's cost (decision 0228); each slice is handed out once.
 */
export function freshNonce(): string {
  if (used >= pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const nonce = pool.toString("base64", used, used + NONCE_BYTES);
  used += NONCE_BYTES;
  return nonce;
}
