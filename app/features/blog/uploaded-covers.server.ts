import { mediaLibrary } from "#app/features/media/media-content.server.ts";
import type { UploadedCover } from "./cover-pictures.ts";

/** The pictures staff uploaded, as covers an article may have (decision 0201): this server's snapshot, newest first. */
export function uploadedCovers(): UploadedCover[] {
  return mediaLibrary().pictures.map((picture) => ({ id: picture.id, alt: picture.alt }));
}
