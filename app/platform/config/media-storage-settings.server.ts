/**
 * MEDIA_S3_URL (decision 0201): uploaded pictures kept in S3-compatible storage instead of the
 * database, given as one URL with the keys in it:
 *   https://ACCESS_KEY_ID:SECRET_ACCESS_KEY@s3.eu-west-1.amazonaws.com/bucket[/prefix]?region=eu-west-1
 * The endpoint is addressed path-style (bucket in the path), which AWS, Cloudflare R2,
 * Backblaze B2, MinIO and Garage all answer. The keys go with every request, so over a
 * network it must be https (plain http only to this machine, a stand-in).
 */
export interface MediaS3Settings {
  /** "https://s3.eu-west-1.amazonaws.com" */
  endpoint: string;
  bucket: string;
  /** Before every key, "" or ending in "/". */
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** What is wrong with a MEDIA_S3_URL, or undefined. */
export function mediaS3UrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "must be a URL: https://ACCESS_KEY_ID:SECRET@host/bucket?region=…";
  }
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const loopback = host === "localhost" || host === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && loopback)) {
    return "must be https:// (plain http:// only to this machine: localhost, 127.0.0.1, ::1)";
  }
  if (!url.username || !url.password)
    return "must carry the access key id and secret: https://KEY_ID:SECRET@host/bucket";
  const [bucket = ""] = url.pathname.split("/").filter(Boolean);
  if (!BUCKET.test(bucket)) return "must name the bucket as its path's first part: https://KEY_ID:SECRET@host/bucket";
  return undefined;
}

/** The settings of a MEDIA_S3_URL that mediaS3UrlProblem found nothing wrong with. */
export function mediaS3Settings(value: string): MediaS3Settings {
  const url = new URL(value);
  const [bucket = "", ...rest] = url.pathname.split("/").filter(Boolean);
  return {
    endpoint: `${url.protocol}//${url.host}`,
    bucket,
    prefix: rest.length > 0 ? `${rest.map(decodeURIComponent).join("/")}/` : "",
    region: url.searchParams.get("region") || "us-east-1",
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}
