import { createDecipheriv, createECDH, createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { type PushNetwork, productionPushNetwork } from "#app/features/attendance/push-network.server.ts";

/**
 * A push service of the tests' own, on this machine: it records every notification posted
 * to it and answers each path as told (201 delivered, 410 gone). With it, a browser's
 * subscription keys, so the test decrypts the payload exactly as the browser would
 * (RFC 8291, aes128gcm), proving what the member's phone would show.
 */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export async function startPushEndpoint(
  answers: Record<string, number> = {},
  /** Paths answered 307 to another address (a push service that tries to send us inside the network). */
  redirects: Record<string, string> = {},
) {
  const received: ReceivedPush[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) });
      const location = redirects[request.url ?? ""];
      if (location) response.setHeader("Location", location);
      response.statusCode = location ? 307 : (answers[request.url ?? ""] ?? 201);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The network the tests' deliveries may use: the stand-ins above, plain http on this machine.
 * Production never can (productionPushNetwork: the browsers' push services, https, public
 * addresses); a test hands this to pushDeliverer itself.
 */
export const standInPushNetwork: PushNetwork = {
  endpointProblem: (url) =>
    url.protocol === "http:" && url.hostname === "127.0.0.1" ? null : "the tests post to their stand-ins only",
  addressAllowed: (address) => address === "127.0.0.1",
  resolve: productionPushNetwork.resolve,
};

/** A browser's push subscription keys: its P-256 key pair and auth secret. */
export function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
    /** The payload of an aes128gcm push message, decrypted with these keys. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverKey = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();
      const shared = ecdh.computeSecret(serverKey);
      const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), serverKey, Buffer.from([1])]);
      const ikm = hmac(hmac(auth, shared), keyInfo);
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
      const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02, then padding zeros.
      let end = padded.length - 1;
      while (end > 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error("not the last record of an aes128gcm message");
      return padded.subarray(0, end).toString("utf8");
    },
  };
}
