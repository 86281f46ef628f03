import { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { Kysely } from "kysely";
import { type MediaS3Settings, mediaS3Settings } from "#app/platform/config/media-storage-settings.server.ts";
import type { Tables } from "#app/platform/data/database.server.ts";
import { log } from "#app/platform/logging/log.server.ts";
import { MediaRefused } from "./media-errors.ts";
import type { MadeFile } from "./media-processing.server.ts";

/**
 * Where the bytes of the uploaded pictures' sizes are kept, so that every server has them
 * (decision 0201): in the database by default (media_files.bytes), or in S3-compatible
 * storage when MEDIA_S3_URL is set (media_files.bytes null, the object at
 * "<prefix>media/<id>/<name>"). A picture stored one way is read that way whatever the
 * server's setting now, so turning S3 on keeps the pictures already uploaded.
 */
type Db = Kysely<Tables>;

export interface StoredFile {
  contentType: string;
  size: number;
  bytes: Uint8Array;
}

export interface MediaStorage {
  kind: "database" | "s3";
  /** Before the transaction: with S3, the objects (a failed save leaves objects no row names, overwritten by the next upload of the same picture). */
  upload(id: string, files: MadeFile[]): Promise<void>;
  /** Writes the files' rows, inside the caller's transaction: with their bytes, or (S3) without. */
  save(trx: Db, id: string, files: MadeFile[]): Promise<void>;
  /** One file's bytes, or null when there is no such file. */
  read(db: Db, id: string, name: string): Promise<StoredFile | null>;
  /** After the rows are gone: the objects too (S3); a failure is logged, never the visitor's. */
  forget(id: string, names: string[]): Promise<void>;
}

const fileRow = (id: string, file: MadeFile, bytes: Uint8Array | null) => ({
  media_id: id,
  name: file.name,
  content_type: file.contentType,
  size: file.bytes.byteLength,
  bytes,
});

async function fileRowOf(db: Db, id: string, name: string) {
  return db
    .selectFrom("media_files")
    .select(["content_type", "size", "bytes"])
    .where("media_id", "=", id)
    .where("name", "=", name)
    .executeTakeFirst();
}

const asBytes = (value: Uint8Array) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength);

class S3Objects {
  readonly client: S3Client;
  readonly settings: MediaS3Settings;
  constructor(settings: MediaS3Settings) {
    this.settings = settings;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: true,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Checksums only where S3 requires them: S3-compatible stores do not all take the newer ones.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      maxAttempts: 3,
    });
  }
  key(id: string, name: string) {
    return `${this.settings.prefix}media/${id}/${name}`;
  }
  async put(id: string, file: MadeFile) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.key(id, file.name),
        Body: file.bytes,
        ContentType: file.contentType,
        CacheControl: "public, max-age=31536000, immutable",
      }),
    );
  }
  async get(id: string, name: string): Promise<Uint8Array> {
    const answer = await this.client.send(
      new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(id, name) }),
    );
    if (!answer.Body) throw new Error("no body");
    return answer.Body.transformToByteArray();
  }
  async remove(id: string, names: string[]) {
    await this.client.send(
      new DeleteObjectsCommand({
        Bucket: this.settings.bucket,
        Delete: { Objects: names.map((name) => ({ Key: this.key(id, name) })), Quiet: true },
      }),
    );
  }
}

const unavailable = () =>
  new MediaRefused(
    "STORAGE_UNAVAILABLE",
    "The pictures' storage did not answer: nothing was saved. Try again in a minute.",
  );

/** The storage of this server: S3 when MEDIA_S3_URL is set, else the database. */
export function mediaStorage(s3Url: string | undefined): MediaStorage {
  const s3 = s3Url ? new S3Objects(mediaS3Settings(s3Url)) : null;
  return {
    kind: s3 ? "s3" : "database",
    async upload(id, files) {
      if (!s3) return;
      try {
        await Promise.all(files.map((file) => s3.put(id, file)));
      } catch (error) {
        log.warn(`Storing a picture in S3 failed: ${error instanceof Error ? error.message : String(error)}`);
        throw unavailable();
      }
    },
    async save(trx, id, files) {
      for (const file of files) {
        await trx
          .insertInto("media_files")
          .values(fileRow(id, file, s3 ? null : file.bytes))
          .execute();
      }
    },
    async read(db, id, name) {
      const row = await fileRowOf(db, id, name);
      if (!row) return null;
      if (row.bytes) return { contentType: row.content_type, size: Number(row.size), bytes: asBytes(row.bytes) };
      // Stored in S3 (by this server or another): read with this server's settings.
      if (!s3) throw unavailable();
      try {
        return { contentType: row.content_type, size: Number(row.size), bytes: await s3.get(id, name) };
      } catch (error) {
        log.warn(`Reading a picture from S3 failed: ${error instanceof Error ? error.message : String(error)}`);
        throw unavailable();
      }
    },
    async forget(id, names) {
      if (!s3 || names.length === 0) return;
      await s3.remove(id, names).catch((error: unknown) => {
        log.warn(
          `Deleting a picture from S3 failed (its objects stay): ${error instanceof Error ? error.message : String(error)}`,
        );
      });
    },
  };
}
