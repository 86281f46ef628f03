import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiMember, expectApiError } from "#tests/support/api-members.ts";
import { type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { type S3StandIn, startS3StandIn } from "#tests/support/s3-stand-in.ts";
import { type RunningServer, startServer } from "#tests/support/server-process.ts";
import { DEMO_STAFF, signUpStaff } from "#tests/support/staff-server.ts";
import { TEST_SECRET } from "#tests/support/test-settings.ts";
import { MEDIA_USES, mediaFileNames } from "./media-image.ts";
import { photoWithGps } from "./test-support.ts";

/**
 * MEDIA_S3_URL (decision 0201): the production server keeps uploaded pictures' bytes in
 * S3-compatible storage, here a stand-in on this machine that checks every request's
 * signature (tests/support/s3-stand-in.ts). The database keeps the picture and its sizes'
 * rows without bytes; the server serves the sizes from the bucket; a deleted picture's
 * objects go; a server with the wrong secret stores nothing and says so.
 */
describe("pictures in S3-compatible storage", () => {
  let fresh: FreshDatabase;
  let bucket: S3StandIn;
  let server: RunningServer;
  let staff: ApiMember;

  const start = (s3Url: string) =>
    startServer({
      ...fresh.env,
      BETTER_AUTH_SECRET: TEST_SECRET,
      DEMO_EMAIL: "",
      DEMO_STAFF_EMAIL: DEMO_STAFF.email,
      DEMO_STAFF_PASSWORD: DEMO_STAFF.password,
      AUTH_RATE_LIMIT_MAX: "1000",
      MEDIA_S3_URL: s3Url,
    });

  beforeAll(async () => {
    fresh = await freshDatabase("sqlite");
    bucket = await startS3StandIn();
    server = await start(bucket.url());
    staff = await signUpStaff(server, fresh.database);
  });
  afterAll(async () => {
    await server?.stop();
    await bucket?.stop();
    await fresh?.dispose();
  });

  const upload = (to: RunningServer, bytes: Buffer, alt: string) => {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(bytes)]), "photo.jpg");
    form.set("alt", alt);
    return fetch(`${to.origin}/api/staff/media`, {
      method: "POST",
      headers: { origin: to.origin, cookie: staff.cookie },
      body: form,
    });
  };

  it("stores every size in the bucket, none in the database, serves them from there, and deletes them with the picture", async () => {
    const response = await upload(server, await photoWithGps(7), "The squat racks");
    expect(response.status, await response.clone().text()).toBe(201);
    const { picture } = (await response.json()) as { picture: { id: string; storage: string } };
    expect(picture.storage).toBe("s3");
    const names = MEDIA_USES.flatMap((use) => mediaFileNames(use).map((file) => file.name));
    expect([...bucket.objects.keys()].sort()).toEqual(names.map((name) => `site-a/media/${picture.id}/${name}`).sort());
    for (const object of bucket.objects.values()) {
      expect(object.cacheControl).toBe("public, max-age=31536000, immutable");
    }
    const rows = await fresh.database.db
      .selectFrom("media_files")
      .select(["name", "bytes"])
      .where("media_id", "=", picture.id)
      .execute();
    expect(rows).toHaveLength(names.length);
    expect(rows.every((row) => row.bytes === null)).toBe(true);
    const served = await fetch(`${server.origin}/media/${picture.id}/gallery-800.avif`);
    expect(served.status).toBe(200);
    const stored = bucket.objects.get(`site-a/media/${picture.id}/gallery-800.avif`);
    expect(Buffer.from(await served.arrayBuffer()).equals(stored?.bytes ?? Buffer.alloc(0))).toBe(true);
    const deleted = await fetch(`${server.origin}/api/staff/media/${picture.id}`, {
      method: "DELETE",
      headers: { origin: server.origin, cookie: staff.cookie },
    });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    await expect.poll(() => bucket.objects.size, { timeout: 5000 }).toBe(0);
  });

  it("stores nothing when the storage refuses the server's keys, and says so (503)", async () => {
    const wrong = await start(bucket.url({ secret: "not-the-secret" }));
    try {
      const before = bucket.objects.size;
      const refused = await upload(wrong, await photoWithGps(8), "The rowing machines");
      await expectApiError(refused, 503, "STORAGE_UNAVAILABLE");
      expect(bucket.objects.size).toBe(before);
      expect(await fresh.database.db.selectFrom("media").select("id").execute()).toEqual([]);
      expect(bucket.requests.some((request) => request.method === "PUT")).toBe(true);
    } finally {
      await wrong.stop();
    }
  });
});
