import type { Database } from "#app/platform/data/database.server.ts";
import { MediaRefused } from "./media-errors.ts";
import { MEDIA_ID_PATTERN } from "./media-image.ts";
import type { MediaStorage, StoredFile } from "./media-storage.server.ts";

/**
 * GET /media/<id>/<use>-<width>.<avif|webp> (decision 0201): an uploaded picture's size,
 * from the database or S3, for a year and as immutable (the id is the hash of the
 * picture's bytes, so the address never shows anything else). The sizes read most recently
 * stay in memory, up to a few megabytes, so a busy page does not ask the database for each.
 */
const FILE_NAME = /^(classes|trainers|blog|gallery)-\d{2,4}\.(avif|webp)$/;
const IMMUTABLE = "public, max-age=31536000, immutable";
const KEPT_BYTES = 24 * 1024 * 1024;

const kept = new Map<string, StoredFile>();
let keptBytes = 0;

function keep(key: string, file: StoredFile) {
  if (file.size > KEPT_BYTES / 8) return;
  kept.set(key, file);
  keptBytes += file.size;
  for (const [oldest, value] of kept) {
    if (keptBytes <= KEPT_BYTES) break;
    kept.delete(oldest);
    keptBytes -= value.size;
  }
}

/** Forgets what this server keeps of a picture (deleted here; another server's copy ages out, and nothing links it). */
export function forgetKeptPicture(id: string): void {
  for (const [key, value] of kept) {
    if (key.startsWith(`${id}/`)) {
      kept.delete(key);
      keptBytes -= value.size;
    }
  }
}

const notFound = () => new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });

export async function servePicture(
  request: Request,
  id: string,
  name: string,
  services: { database: Database; media: MediaStorage },
): Promise<Response> {
  if (!MEDIA_ID_PATTERN.test(id) || !FILE_NAME.test(name)) return notFound();
  const key = `${id}/${name}`;
  const etag = `"${id}-${name}"`;
  if (request.headers.get("if-none-match") === etag) {
    return new Response(null, { status: 304, headers: { ETag: etag, "Cache-Control": IMMUTABLE } });
  }
  let file = kept.get(key);
  if (file) {
    // Most recently read last: the oldest goes first.
    kept.delete(key);
    kept.set(key, file);
  } else {
    try {
      file = (await services.media.read(services.database.db, id, name)) ?? undefined;
    } catch (error) {
      if (error instanceof MediaRefused) {
        return new Response("Service Unavailable", {
          status: 503,
          headers: { "Retry-After": "30", "Cache-Control": "no-store" },
        });
      }
      throw error;
    }
    if (!file) return notFound();
    keep(key, file);
  }
  return new Response(request.method === "HEAD" ? null : (file.bytes as Uint8Array<ArrayBuffer>), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Cache-Control": IMMUTABLE,
      ETag: etag,
    },
  });
}
