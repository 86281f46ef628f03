import { request as httpRequest } from "node:http";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles as sampleArticles } from "#app/content/blog.ts";
import { galleryImages } from "#app/content/gallery.ts";
import { articleBody, articleFixture } from "#app/features/blog/test-support.ts";
import { type ApiMember, api, expectApiError, signUp } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import type { RunningServer } from "#tests/support/server-process.ts";
import { signInDemoStaff, signUpStaff, startStaffServer } from "#tests/support/staff-server.ts";
import { MEDIA_USES, mediaFileNames } from "./media-image.ts";
import { heicHeader, photoWithGps } from "./test-support.ts";

/**
 * The pictures in the staff API (docs/api.md, "Pictures"), over HTTP against the production
 * server on both databases: an upload (multipart) checked by its bytes, every size served
 * immutable and without the photo's metadata (a phone photo's GPS position above all), the
 * same picture twice is one, a description changed from its version, a picture shown by an
 * article not deleted, the gallery arranged, and every refusal with its code.
 */
interface PictureJson {
  id: string;
  reference: string;
  alt: string;
  version: number;
  images: Record<string, { src: string; srcSet: string; sources: { type: string; srcSet: string }[] }>;
}

describe.each(databaseKinds)("the pictures over HTTP, on %s", (kind) => {
  let fresh: FreshDatabase;
  let server: RunningServer;
  let staff: ApiMember;
  let member: ApiMember;
  let demo: ApiMember;
  let photo: Buffer;

  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    server = await startStaffServer(fresh);
    staff = await signUpStaff(server, fresh.database);
    member = await signUp(server, "member");
    demo = await signInDemoStaff(server);
    photo = await photoWithGps(kind === "sqlite" ? 1 : 2);
  });
  afterAll(async () => {
    await server?.stop();
    await fresh?.dispose();
  });

  const upload = (bytes: Uint8Array, alt: string | null, who: ApiMember | null = staff, name = "photo.jpg") => {
    const form = new FormData();
    form.set("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
    if (alt !== null) form.set("alt", alt);
    return fetch(`${server.origin}/api/staff/media`, {
      method: "POST",
      headers: { origin: server.origin, ...(who ? { cookie: who.cookie } : {}) },
      body: form,
    });
  };
  const uploaded = async (bytes: Uint8Array, alt: string, status = 201) => {
    const response = await upload(bytes, alt);
    expect(response.status, await response.clone().text()).toBe(status);
    return ((await response.json()) as { picture: PictureJson }).picture;
  };
  const text = async (path: string) => (await (await fetch(`${server.origin}${path}`)).text()).replaceAll("&amp;", "&");
  const shows = (path: string, wanted: string) =>
    expect.poll(() => text(path), { timeout: 5000, interval: 100 }).toContain(wanted);

  it("takes a phone photo, and serves every size in AVIF and WebP, immutable, with no EXIF or GPS left in any", async () => {
    const picture = await uploaded(new Uint8Array(photo), "Two members sparring in the ring");
    expect(picture.reference).toBe(`media/${picture.id}`);
    expect(picture.images.blog?.sources[0]?.type).toBe("image/avif");
    const names = MEDIA_USES.flatMap((use) => mediaFileNames(use));
    expect(names.length).toBeGreaterThanOrEqual(20);
    for (const file of names) {
      const response = await fetch(`${server.origin}/media/${picture.id}/${file.name}`);
      expect(response.status, file.name).toBe(200);
      expect(response.headers.get("content-type")).toBe(file.type);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = Buffer.from(await response.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect({ width: meta.width, height: meta.height }, file.name).toEqual({ width: file.width, height: file.height });
      expect(meta.exif, file.name).toBeUndefined();
      expect(meta.xmp, file.name).toBeUndefined();
      expect(bytes.includes("GPS"), file.name).toBe(false);
      expect(bytes.includes("TestCam"), file.name).toBe(false);
    }
    const again = await fetch(`${server.origin}/media/${picture.id}/${names[0]?.name}`, {
      headers: { "if-none-match": `"${picture.id}-${names[0]?.name}"` },
    });
    expect(again.status).toBe(304);
    expect((await fetch(`${server.origin}/media/${picture.id}/classes-999.webp`)).status).toBe(404);
    expect((await fetch(`${server.origin}/media/${"0".repeat(24)}/classes-400.webp`)).status).toBe(404);
    // The same photo again is the same picture (200, not a second one).
    const twice = await uploaded(new Uint8Array(photo), "The same photo", 200);
    expect(twice.id).toBe(picture.id);
    const list = (await (await api(server, "/api/staff/media", { member: demo })).json()) as {
      pictures: PictureJson[];
    };
    expect(list.pictures.map((one) => one.id)).toEqual([picture.id]);
    const audit = await fresh.database.db
      .selectFrom("staff_audit_log")
      .select(["action", "actor"])
      .where("action", "like", "media.%")
      .execute();
    expect(audit).toEqual([{ action: "media.uploaded", actor: staff.email }]);
  });

  it("refuses uploads from anyone but staff, without a description, or of anything but a picture", async () => {
    const small = new Uint8Array(await sharp(photo).resize(400).jpeg().toBuffer());
    await expectApiError(await upload(small, "A picture", null), 401, "NOT_SIGNED_IN");
    await expectApiError(await upload(small, "A picture", member), 403, "STAFF_ONLY");
    await expectApiError(await upload(small, "A picture", demo), 403, "DEMO_READ_ONLY");
    await expectApiError(await upload(small, null), 400, "INVALID_INPUT");
    await expectApiError(await upload(small, "two\nlines"), 400, "INVALID_INPUT");
    const textFile = new TextEncoder().encode("<svg onload=alert(1)></svg>");
    await expectApiError(await upload(textFile, "Not a picture", staff, "photo.jpg"), 415, "UNSUPPORTED_PICTURE");
    const message = await expectApiError(
      await upload(heicHeader(), "An iPhone photo", staff, "IMG_0001.HEIC"),
      415,
      "UNSUPPORTED_PICTURE",
    );
    expect(message).toContain("HEIC");
    const json = await api(server, "/api/staff/media", { member: staff, method: "POST", json: { alt: "x" } });
    await expectApiError(json, 415, "UNSUPPORTED_MEDIA_TYPE");
    // Over 15 MB: the picture is refused by its size; over the route's 16 MB, before anything reads it.
    const big = new Uint8Array(15 * 1024 * 1024 + 512);
    big.set([0xff, 0xd8, 0xff]);
    await expectApiError(await upload(big, "Too big"), 413, "PICTURE_TOO_LARGE");
    const tooLong = await announcedBody(server, "/api/staff/media", 17 * 1024 * 1024, staff);
    expect(tooLong).toMatchObject({ status: 413, code: "BODY_TOO_LARGE" });
    // Every other path keeps the site's 64 KB.
    const elsewhere = await api(server, "/api/staff/articles", {
      member: staff,
      method: "POST",
      json: { body: "x".repeat(70 * 1024) },
    });
    await expectApiError(elsewhere, 413, "BODY_TOO_LARGE");
  });

  it("changes a picture's description from its version, and refuses a stale one", async () => {
    const [picture] = (
      (await (await api(server, "/api/staff/media", { member: staff })).json()) as {
        pictures: PictureJson[];
      }
    ).pictures;
    const patch = (json: unknown, who: ApiMember = staff) =>
      api(server, `/api/staff/media/${picture?.id}`, { member: who, method: "PATCH", json });
    await expectApiError(await patch({ alt: "New words", version: picture?.version }, demo), 403, "DEMO_READ_ONLY");
    const changed = await patch({ alt: "Two boxers sparring, gloves up", version: picture?.version });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect(((await changed.json()) as { picture: PictureJson }).picture).toMatchObject({
      alt: "Two boxers sparring, gloves up",
      version: (picture?.version ?? 0) + 1,
    });
    await expectApiError(await patch({ alt: "Stale words", version: picture?.version }), 409, "STALE_VERSION");
    await expectApiError(await patch({ alt: "", version: 2 }), 400, "INVALID_BODY");
    await expectApiError(
      await api(server, `/api/staff/media/${"f".repeat(24)}`, {
        member: staff,
        method: "PATCH",
        json: { alt: "x", version: 1 },
      }),
      404,
      "PICTURE_NOT_FOUND",
    );
  });

  it("shows an upload as an article's cover, and keeps it while the article does", async () => {
    const picture = await uploaded(
      new Uint8Array(await photoWithGps(kind === "sqlite" ? 3 : 4)),
      "A coach chalking up",
    );
    const fixture = articleFixture();
    const created = await api(server, "/api/staff/articles", {
      member: staff,
      method: "POST",
      json: {
        ...articleBody(fixture),
        status: "published",
        coverPicture: picture.reference,
        coverAlt: "Chalk before the lift",
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { article } = (await created.json()) as { article: { id: string; path: string; version: number } };
    await shows(article.path, `/media/${picture.id}/blog-960.avif`);
    expect(await text(article.path)).toContain('type="image/avif"');
    await expectApiError(
      await api(server, `/api/staff/media/${picture.id}`, { member: staff, method: "DELETE" }),
      409,
      "PICTURE_IN_USE",
    );
    const sampleCover = sampleArticles[0]?.image.src
      .split("/")
      .at(-1)
      ?.replace(/-\d+\.webp$/, "");
    const back = await api(server, `/api/staff/articles/${article.id}`, {
      member: staff,
      method: "PATCH",
      json: { version: article.version, coverPicture: `blog/${sampleCover}` },
    });
    expect(back.status, await back.clone().text()).toBe(200);
    await expectApiError(
      await api(server, `/api/staff/media/${picture.id}`, { member: demo, method: "DELETE" }),
      403,
      "DEMO_READ_ONLY",
    );
    const deleted = await api(server, `/api/staff/media/${picture.id}`, { member: staff, method: "DELETE" });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    expect((await fetch(`${server.origin}/media/${picture.id}/blog-960.avif`)).status).toBe(404);
    const left = await fresh.database.db
      .selectFrom("media_files")
      .select("name")
      .where("media_id", "=", picture.id)
      .execute();
    expect(left).toEqual([]);
  });

  it("arranges the gallery: an upload on its pages, a page more when it fills, the sample's artwork kept", async () => {
    const read = async () =>
      (await (await api(server, "/api/staff/gallery", { member: staff })).json()) as {
        gallery: { picture: string; alt: string }[];
        version: number;
      };
    const before = await read();
    expect(before.gallery.map((entry) => entry.alt)).toEqual(galleryImages.map((image) => image.image.alt));
    const picture = await uploaded(
      new Uint8Array(await photoWithGps(kind === "sqlite" ? 5 : 6)),
      "The rowing machines at dawn",
    );
    const pictures = [
      { picture: picture.reference, alt: "The rowing machines at dawn" },
      ...before.gallery.map(({ picture: reference, alt }) => ({ picture: reference, alt })),
    ];
    await expectApiError(
      await api(server, "/api/staff/gallery", {
        member: staff,
        method: "PUT",
        json: { version: before.version, pictures },
      }),
      409,
      "STALE_VERSION",
    );
    const { version } = await read();
    await expectApiError(
      await api(server, "/api/staff/gallery", { member: demo, method: "PUT", json: { version, pictures } }),
      403,
      "DEMO_READ_ONLY",
    );
    const put = await api(server, "/api/staff/gallery", { member: staff, method: "PUT", json: { version, pictures } });
    expect(put.status, await put.clone().text()).toBe(200);
    await shows("/gallery/page-1", `/media/${picture.id}/gallery-400.avif`);
    await shows("/", `/media/${picture.id}/gallery-`); // the home page's strip and the side panel
    const pages = Math.ceil(pictures.length / 8);
    await shows("/sitemap.xml", `/gallery/page-${pages}`);
    expect((await fetch(`${server.origin}/gallery/page-${pages + 1}`)).status).toBe(404);
    await expectApiError(
      await api(server, "/api/staff/gallery", {
        member: staff,
        method: "PUT",
        json: { version: (await read()).version, pictures: [{ picture: "gallery/no-such-art", alt: "x" }] },
      }),
      404,
      "PICTURE_NOT_FOUND",
    );
  });
});

/** A POST that announces `length` bytes and sends none: the guard answers by the header alone (decision 0201). */
function announcedBody(server: RunningServer, path: string, length: number, who: ApiMember) {
  return new Promise<{ status: number; code: string }>((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: server.port,
        path,
        method: "POST",
        headers: {
          origin: server.origin,
          cookie: who.cookie,
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(length),
        },
      },
      (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => {
          body += chunk.toString("utf8");
        });
        response.on("end", () => {
          resolve({
            status: response.statusCode ?? 0,
            code: (JSON.parse(body) as { error: { code: string } }).error.code,
          });
          request.destroy();
        });
      },
    );
    request.on("error", reject);
    request.flushHeaders();
  });
}
