import type { Kysely } from "kysely";
import { galleryImages } from "#app/content/gallery.ts";
import type { Tables } from "#app/platform/data/database.server.ts";
import { type OwnedContent, ownedContent } from "#app/platform/data/owned-content.server.ts";
import type { GalleryEntry, MediaLibrary } from "./media-records.ts";

/**
 * The uploaded pictures and the gallery as content the database owns (decisions 0180,
 * 0201): the gallery imported from app/content/gallery.ts on the first start (the artwork
 * the site ships), the library empty; then read from media and gallery_pictures (never
 * the bytes, which media_files or S3 keep). Every server keeps a snapshot and polls its version.
 */
type Db = Kysely<Tables>;

/** The sample gallery: the shipped artwork, "gallery/<name>", in the content's order. */
export function sampleGallery(): GalleryEntry[] {
  return galleryImages.map((entry) => ({
    id: `sample-${entry.id}`,
    picture: `gallery/${
      entry.image.src
        .split("/")
        .at(-1)
        ?.replace(/-\d+\.webp$/, "") ?? ""
    }`,
    alt: entry.image.alt,
  }));
}

const sampleLibrary = (): MediaLibrary => ({ pictures: [], gallery: sampleGallery() });

async function loadLibrary(trx: Db): Promise<MediaLibrary> {
  const [pictures, gallery] = await Promise.all([
    trx
      .selectFrom("media")
      .select([
        "id",
        "alt",
        "file_name",
        "source_type",
        "width",
        "height",
        "stored_bytes",
        "storage",
        "version",
        "uploaded_by_name",
        "created_at",
        "updated_at",
      ])
      .orderBy("created_at", "desc")
      .orderBy("id")
      .execute(),
    trx.selectFrom("gallery_pictures").selectAll().orderBy("position").execute(),
  ]);
  return {
    pictures: pictures.map((row) => ({
      id: row.id,
      alt: row.alt,
      fileName: row.file_name,
      sourceType: row.source_type,
      width: Number(row.width),
      height: Number(row.height),
      storedBytes: Number(row.stored_bytes),
      storage: row.storage,
      version: Number(row.version),
      uploadedBy: row.uploaded_by_name,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    })),
    gallery: gallery.map((row) => ({ id: row.id, picture: row.picture, alt: row.alt })),
  };
}

export async function writeGallery(trx: Db, gallery: GalleryEntry[]): Promise<void> {
  await trx.deleteFrom("gallery_pictures").execute();
  if (gallery.length === 0) return;
  await trx
    .insertInto("gallery_pictures")
    .values(gallery.map((entry, position) => ({ id: entry.id, picture: entry.picture, alt: entry.alt, position })))
    .execute();
}

export const mediaContent: OwnedContent<MediaLibrary> = ownedContent({
  name: "media",
  sample: sampleLibrary,
  importSample: (trx) => writeGallery(trx, sampleGallery()),
  load: loadLibrary,
});

/** Whether an uploaded picture is in the library as the database has it now (inside the caller's transaction). */
export async function mediaExists(trx: Db, id: string): Promise<boolean> {
  return (await trx.selectFrom("media").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
}

/** The library as this server has it. */
export const mediaLibrary = (): MediaLibrary => mediaContent.current().value;
