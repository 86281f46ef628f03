import { createHash, createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for S3-compatible storage, for the tests of MEDIA_S3_URL (decision 0201):
 * path-style PutObject, GetObject, DeleteObject and DeleteObjects in one bucket, every
 * request's AWS Signature Version 4 checked against the stand-in's keys (a client set up
 * with another secret, or that signs wrongly, is refused as S3 refuses it:
 * 403 SignatureDoesNotMatch). Objects live in memory. No outside account, no network.
 */
export interface S3StandIn {
  /** MEDIA_S3_URL for a server using it: http://KEY:SECRET@127.0.0.1:port/bucket/prefix?region=… */
  url: (options?: { secret?: string; prefix?: string }) => string;
  objects: Map<string, { bytes: Buffer; contentType: string; cacheControl: string }>;
  /** Requests by method, for tests that count them. */
  requests: { method: string; key: string }[];
  stop(): Promise<void>;
}

const KEY_ID = "TESTKEYID0000000";
const SECRET = "test-secret-key-of-the-stand-in-0000";
const REGION = "test-region-1";
const BUCKET = "gym-pictures";

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it for query names and values. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** Whether the request's Authorization is a valid SigV4 signature with the stand-in's secret. */
function signatureHolds(request: IncomingMessage, url: URL): boolean {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      request.headers.authorization ?? "",
    );
  if (!match) return false;
  const [, keyId, day, region, signedHeaders = "", signature] = match;
  if (keyId !== KEY_ID || region !== REGION) return false;
  const amzDate = String(request.headers["x-amz-date"] ?? "");
  const payloadHash = String(request.headers["x-amz-content-sha256"] ?? "");
  if (!amzDate.startsWith(day ?? "-") || !payloadHash) return false;
  const query = [...url.searchParams.entries()]
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort()
    .join("&");
  const headers = signedHeaders
    .split(";")
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? "")
          .trim()
          .replace(/\s+/g, " ")}\n`,
    )
    .join("");
  const canonical = [request.method, url.pathname, query, headers, signedHeaders, payloadHash].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonical)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, day ?? ""), region ?? ""), "s3"), "aws4_request");
  return createHmac("sha256", key).update(toSign).digest("hex") === signature;
}

function xmlError(response: ServerResponse, status: number, code: string) {
  response.writeHead(status, { "Content-Type": "application/xml" });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startS3StandIn(): Promise<S3StandIn> {
  const objects: S3StandIn["objects"] = new Map();
  const requests: S3StandIn["requests"] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const body = await bodyOf(request);
    const [bucket = "", ...rest] = url.pathname.split("/").filter(Boolean);
    const key = rest.map(decodeURIComponent).join("/");
    requests.push({ method: request.method ?? "", key });
    if (!signatureHolds(request, url)) return xmlError(response, 403, "SignatureDoesNotMatch");
    if (
      request.headers["x-amz-content-sha256"] !== "UNSIGNED-PAYLOAD" &&
      sha256(body) !== request.headers["x-amz-content-sha256"]
    ) {
      return xmlError(response, 400, "XAmzContentSHA256Mismatch");
    }
    if (bucket !== BUCKET) return xmlError(response, 404, "NoSuchBucket");
    if (request.method === "PUT" && key) {
      objects.set(key, {
        bytes: body,
        contentType: String(request.headers["content-type"] ?? "application/octet-stream"),
        cacheControl: String(request.headers["cache-control"] ?? ""),
      });
      response.writeHead(200, { ETag: `"${createHash("md5").update(body).digest("hex")}"` });
      return response.end();
    }
    if (request.method === "GET" && key) {
      const object = objects.get(key);
      if (!object) return xmlError(response, 404, "NoSuchKey");
      response.writeHead(200, { "Content-Type": object.contentType, "Content-Length": object.bytes.length });
      return response.end(object.bytes);
    }
    if (request.method === "DELETE" && key) {
      objects.delete(key);
      response.writeHead(204);
      return response.end();
    }
    if (request.method === "POST" && url.searchParams.has("delete")) {
      for (const [, name] of body.toString("utf8").matchAll(/<Key>([^<]*)<\/Key>/g)) objects.delete(name ?? "");
      response.writeHead(200, { "Content-Type": "application/xml" });
      return response.end('<?xml version="1.0" encoding="UTF-8"?><DeleteResult></DeleteResult>');
    }
    xmlError(response, 400, "NotImplemented");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: ({ secret = SECRET, prefix = "site-a" } = {}) =>
      `http://${KEY_ID}:${encodeURIComponent(secret)}@127.0.0.1:${port}/${BUCKET}${prefix ? `/${prefix}` : ""}?region=${REGION}`,
    objects,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
