import { createHash, randomUUID } from "node:crypto";
import { articlesContent } from "#app/features/blog/articles-content.server.ts";
import { type AuditActor, type AuditState, recordStaffAction } from "#app/features/staff/audit.server.ts";
import { loadScheduleData } from "#app/features/timetable/schedule-store.server.ts";
import { afterCommit } from "#app/platform/data/after-commit.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { editOwnedContent, freshOwnedContent } from "#app/platform/data/owned-content.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { mediaContent, writeGallery } from "./media-content.server.ts";
import { MediaRefused } from "./media-errors.ts";
import { mediaReference } from "./media-image.ts";
import { processPicture } from "./media-processing.server.ts";
import type { GalleryEntry, MediaLibrary, MediaPicture } from "./media-records.ts";
import type { MediaStorage } from "./media-storage.server.ts";

/**
 * Uploading, describing and deleting pictures, and arranging the gallery (/staff/media and
 * /api/staff/media, decision 0201): each save one write transaction that raises the media's
 * version (every server shows it within a second or two), refuses a change from a version
 * someone else has changed since (STALE_VERSION), and writes the audit entry. A picture a
 * class, a trainer or an article shows is not deleted (PICTURE_IN_USE); the gallery lets go
 * of it with it.
 */
export interface MediaEditContext {
  actor: AuditActor & { name: string };
  now?: Date;
}

export const MEDIA_ALT_MAX = 150;

const pictureState = (picture: Pick<MediaPicture, "alt" | "fileName" | "width" | "height">): AuditState => ({
  alt: picture.alt,
  file: picture.fileName,
  size: `${picture.width}×${picture.height}`,
});

const galleryState = (gallery: GalleryEntry[]): AuditState => ({
  pictures: gallery.length,
  order: gallery.map((entry) => entry.picture).join(" "),
});

async function audit(
  trx: Parameters<typeof recordStaffAction>[0],
  actor: AuditActor,
  now: Date,
  entry: Omit<Parameters<typeof recordStaffAction>[1], "actor">,
) {
  await recordStaffAction(trx, { actor, ...entry }, now);
}

const pictureLabel = (picture: Pick<MediaPicture, "alt">) => picture.alt.slice(0, 80);

export interface Uploaded {
  picture: MediaPicture;
  /** False when the same picture was in the library already (it is answered, not made twice). */
  created: boolean;
}

/** A new picture: checked, cut into every size, stored, described. The same bytes twice are one picture. */
export async function uploadPicture(
  database: Database,
  storage: MediaStorage,
  upload: { bytes: Uint8Array; fileName: string; alt: string },
  { actor, now = clock.now() }: MediaEditContext,
): Promise<Uploaded> {
  const id = createHash("sha256").update(upload.bytes).digest("hex").slice(0, 24);
  const known = (await freshOwnedContent(database, mediaContent)).value.pictures.find((picture) => picture.id === id);
  if (known) return { picture: known, created: false };
  const processed = await processPicture(upload.bytes);
  await storage.upload(processed.id, processed.files);
  return editOwnedContent(
    database,
    mediaContent,
    async ({ trx, before }): Promise<Uploaded> => {
      const already = before.pictures.find((picture) => picture.id === processed.id);
      if (already) return { picture: already, created: false };
      const stamp = now.toISOString();
      const storedBytes = processed.files.reduce((sum, file) => sum + file.bytes.byteLength, 0);
      const picture: MediaPicture = {
        id: processed.id,
        alt: upload.alt,
        fileName: upload.fileName,
        sourceType: processed.sourceType,
        width: processed.width,
        height: processed.height,
        storedBytes,
        storage: storage.kind,
        version: 1,
        uploadedBy: actor.name,
        createdAt: stamp,
        updatedAt: stamp,
      };
      await trx
        .insertInto("media")
        .values({
          id: picture.id,
          alt: picture.alt,
          file_name: picture.fileName,
          source_type: picture.sourceType,
          width: picture.width,
          height: picture.height,
          stored_bytes: storedBytes,
          storage: storage.kind,
          version: 1,
          uploaded_by_id: actor.id,
          uploaded_by_name: actor.name,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
      await storage.save(trx, picture.id, processed.files);
      await audit(trx, actor, now, {
        action: "media.uploaded",
        subject: { type: "picture", id: picture.id, label: pictureLabel(picture) },
        before: null,
        after: pictureState(picture),
      });
      return { picture, created: true };
    },
    now,
  );
}

function pictureOrRefuse(library: MediaLibrary, id: string, version?: number): MediaPicture {
  const picture = library.pictures.find((candidate) => candidate.id === id);
  if (!picture) throw new MediaRefused("PICTURE_NOT_FOUND", "There is no such picture: it may have been deleted.");
  if (version !== undefined && picture.version !== version) {
    throw new MediaRefused(
      "STALE_VERSION",
      "Someone else changed this picture since you opened it: nothing was saved. Look at it as it is now.",
    );
  }
  return picture;
}

/** A new description of a picture, from the version read. */
export function describePicture(
  database: Database,
  id: string,
  change: { alt: string; version: number },
  { actor, now = clock.now() }: MediaEditContext,
): Promise<MediaPicture> {
  return editOwnedContent(
    database,
    mediaContent,
    async ({ trx, before }) => {
      const picture = pictureOrRefuse(before, id, change.version);
      const after = { ...picture, alt: change.alt, version: picture.version + 1, updatedAt: now.toISOString() };
      await trx
        .updateTable("media")
        .set({ alt: after.alt, version: after.version, updated_at: after.updatedAt })
        .where("id", "=", id)
        .execute();
      await audit(trx, actor, now, {
        action: "media.changed",
        subject: { type: "picture", id, label: pictureLabel(after) },
        before: pictureState(picture),
        after: pictureState(after),
      });
      return after;
    },
    now,
  );
}

/** Deletes a picture no class, trainer or article shows, taking it out of the gallery; its files go with it. */
export async function deletePicture(
  database: Database,
  storage: MediaStorage,
  id: string,
  version: number | undefined,
  { actor, now = clock.now() }: MediaEditContext,
): Promise<void> {
  await editOwnedContent(
    database,
    mediaContent,
    async ({ trx, before }) => {
      const picture = pictureOrRefuse(before, id, version);
      const reference = mediaReference(id);
      // Read in this transaction: an edit on another server a moment ago counts.
      const [schedule, blog] = await Promise.all([loadScheduleData(trx), articlesContent.load(trx)]);
      const users = [
        ...schedule.classes
          .filter((gymClass) => gymClass.picture === reference)
          .map((gymClass) => `the class ${gymClass.title}`),
        ...schedule.trainers
          .filter((trainer) => trainer.portrait === reference)
          .map((trainer) => `${trainer.name}'s portrait`),
        ...blog.articles
          .filter((article) => article.coverPicture === reference)
          .map((article) => `the article “${article.title}”`),
      ];
      if (users.length > 0) {
        throw new MediaRefused(
          "PICTURE_IN_USE",
          `This picture is used by ${users.join(", ")}: choose another picture there first, then delete it.`,
        );
      }
      const names = (await trx.selectFrom("media_files").select("name").where("media_id", "=", id).execute()).map(
        (row) => row.name,
      );
      const gallery = before.gallery.filter((entry) => entry.picture !== reference);
      if (gallery.length !== before.gallery.length) await writeGallery(trx, gallery);
      await trx.deleteFrom("media").where("id", "=", id).execute();
      await audit(trx, actor, now, {
        action: "media.deleted",
        subject: { type: "picture", id, label: pictureLabel(picture) },
        before: pictureState(picture),
        after: null,
      });
      afterCommit(() => void storage.forget(id, names));
    },
    now,
  );
}

/** What a gallery entry may show: an uploaded picture in the library, or one the gallery had (the shipped artwork). */
function checkGalleryPicture(library: MediaLibrary, picture: string) {
  if (picture.startsWith("media/")) pictureOrRefuse(library, picture.slice("media/".length));
  else if (!library.gallery.some((entry) => entry.picture === picture)) {
    throw new MediaRefused("PICTURE_NOT_FOUND", "Choose a picture of the library for the gallery.");
  }
}

export type GalleryChange =
  | { kind: "add"; picture: string; alt?: string }
  | { kind: "remove"; entryId: string }
  | { kind: "move"; entryId: string; by: -1 | 1 }
  | { kind: "replace"; entries: { picture: string; alt: string }[]; version: number };

/** The gallery as the change leaves it. */
function arranged(library: MediaLibrary, change: GalleryChange, currentVersion: number): GalleryEntry[] {
  const { gallery } = library;
  switch (change.kind) {
    case "add": {
      checkGalleryPicture(library, change.picture);
      if (gallery.some((entry) => entry.picture === change.picture)) return gallery;
      const alt =
        change.alt ?? library.pictures.find((picture) => mediaReference(picture.id) === change.picture)?.alt ?? "";
      return [...gallery, { id: randomUUID(), picture: change.picture, alt }];
    }
    case "remove":
      return gallery.filter((entry) => entry.id !== change.entryId);
    case "move": {
      const index = gallery.findIndex((entry) => entry.id === change.entryId);
      const target = index + change.by;
      if (index < 0 || target < 0 || target >= gallery.length) return gallery;
      const moved = [...gallery];
      [moved[index], moved[target]] = [moved[target] as GalleryEntry, moved[index] as GalleryEntry];
      return moved;
    }
    case "replace": {
      if (change.version !== currentVersion) {
        throw new MediaRefused("STALE_VERSION", "The pictures changed since you read the gallery: read it again.");
      }
      const seen = new Set<string>();
      return change.entries.map((entry) => {
        checkGalleryPicture(library, entry.picture);
        if (seen.has(entry.picture))
          throw new MediaRefused("INVALID_INPUT", "Each picture may be in the gallery once.");
        seen.add(entry.picture);
        const kept = gallery.find((candidate) => candidate.picture === entry.picture);
        return { id: kept?.id ?? randomUUID(), picture: entry.picture, alt: entry.alt };
      });
    }
  }
}

/** Adds to, takes from, reorders or replaces the gallery. */
export async function changeGallery(
  database: Database,
  change: GalleryChange,
  { actor, now = clock.now() }: MediaEditContext,
): Promise<GalleryEntry[]> {
  const currentVersion = mediaContent.current().version;
  return editOwnedContent(
    database,
    mediaContent,
    async ({ trx, before }) => {
      const gallery = arranged(before, change, change.kind === "replace" ? await versionIn(trx) : currentVersion);
      if (JSON.stringify(gallery) === JSON.stringify(before.gallery)) return gallery;
      await writeGallery(trx, gallery);
      await audit(trx, actor, now, {
        action: "gallery.changed",
        subject: { type: "gallery", id: "gallery", label: "The gallery" },
        before: galleryState(before.gallery),
        after: galleryState(gallery),
      });
      return gallery;
    },
    now,
  );
}

/** The media's version before this transaction raised it (what a reader saw). */
async function versionIn(trx: Parameters<typeof writeGallery>[0]): Promise<number> {
  const row = await trx.selectFrom("content_versions").select("version").where("name", "=", "media").executeTakeFirst();
  return Number(row?.version ?? 0) - 1;
}
