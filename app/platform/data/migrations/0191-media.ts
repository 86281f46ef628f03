import type { DatabaseKind } from "#app/platform/data/database.server.ts";
import { forgetPersonTrigger } from "./forget-person.ts";
import type { MigrationStep } from "./step.ts";

/**
 * Uploaded pictures and the gallery, owned by the database (decision 0201), a kind of owned
 * content (decision 0180, content_versions row "media"):
 * - media: one uploaded picture. Its id is its content's hash, so its addresses never change
 *   and are served as immutable; `alt` says what it shows; who uploaded it is kept as a
 *   reference (ON DELETE SET NULL) and a name the forget-person trigger replaces.
 * - media_files: the sizes made of it (AVIF and WebP at the widths the site serves, per use),
 *   their bytes in the database, or in S3-compatible storage (`bytes` null) when MEDIA_S3_URL
 *   is set.
 * - gallery_pictures: the gallery, in order: an uploaded picture ("media/<id>") or one of the
 *   artwork the site ships ("gallery/<name>"), each with its description.
 */
const LABEL = "Deleted account";

const files = (bytes: string) => `CREATE TABLE IF NOT EXISTS media_files (
      media_id TEXT NOT NULL REFERENCES media (id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      content_type TEXT NOT NULL,
      size INTEGER NOT NULL,
      bytes ${bytes},
      PRIMARY KEY (media_id, name)
    )`;

const forget = (kind: DatabaseKind) =>
  forgetPersonTrigger(kind, "media", [
    `UPDATE media SET uploaded_by_id = NULL, uploaded_by_name = '${LABEL}' WHERE uploaded_by_id = OLD.id`,
  ]);

export const media: MigrationStep = {
  id: "0191_media",
  statements: [
    `CREATE TABLE IF NOT EXISTS media (
      id TEXT PRIMARY KEY,
      alt TEXT NOT NULL,
      file_name TEXT NOT NULL,
      source_type TEXT NOT NULL,
      width INTEGER NOT NULL,
      height INTEGER NOT NULL,
      stored_bytes INTEGER NOT NULL,
      storage TEXT NOT NULL CHECK (storage IN ('database', 's3')),
      version INTEGER NOT NULL CHECK (version >= 1),
      uploaded_by_id TEXT REFERENCES "user" (id) ON DELETE SET NULL,
      uploaded_by_name TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    )`,
    `CREATE TABLE IF NOT EXISTS gallery_pictures (
      id TEXT PRIMARY KEY,
      picture TEXT NOT NULL,
      alt TEXT NOT NULL,
      position INTEGER NOT NULL
    )`,
  ],
  perDatabase: {
    sqlite: [files("BLOB"), ...forget("sqlite")],
    postgres: [files("BYTEA"), ...forget("postgres")],
  },
};
