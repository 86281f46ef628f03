import { z } from "zod";
import { staffForApi } from "#app/features/staff/api-access.server.ts";
import type { StaffMember } from "#app/features/staff/roles.server.ts";
import { freshOwnedContent } from "#app/platform/data/owned-content.server.ts";
import { apiError, apiJson, readJsonBody } from "#app/platform/http/json-api.server.ts";
import { versionInQuery } from "#app/platform/http/version-query.server.ts";
import { hasControlCharacters } from "#app/platform/security/control-characters.ts";
import type { Services } from "#app/services.server.ts";
import { galleryImageOf } from "./gallery-view.server.ts";
import { mediaContent } from "./media-content.server.ts";
import { changeGallery, deletePicture, describePicture, MEDIA_ALT_MAX, uploadPicture } from "./media-edits.server.ts";
import { MediaRefused } from "./media-errors.ts";
import { MEDIA_USES, mediaImage, mediaReference } from "./media-image.ts";
import type { GalleryEntry, MediaPicture } from "./media-records.ts";

/**
 * The pictures in the staff JSON API (docs/api.md, "Pictures"): upload (multipart), read,
 * describe, delete, and the gallery. Staff and owners change them; the demo staff account
 * looks. The same saves as /staff/media makes.
 */
export const altText = z
  .string("Say what the picture shows.")
  .trim()
  .min(1, "Say what the picture shows, for visitors who cannot see it.")
  .max(MEDIA_ALT_MAX, `Keep the description to ${MEDIA_ALT_MAX} characters.`)
  .refine((value) => !hasControlCharacters(value) && !/[\r\n]/.test(value), "Write the description on one line.");

export function pictureJson(picture: MediaPicture) {
  const reference = mediaReference(picture.id);
  return {
    id: picture.id,
    reference,
    alt: picture.alt,
    fileName: picture.fileName,
    sourceType: picture.sourceType,
    width: picture.width,
    height: picture.height,
    storedBytes: picture.storedBytes,
    storage: picture.storage,
    uploadedBy: picture.uploadedBy,
    version: picture.version,
    createdAt: picture.createdAt,
    updatedAt: picture.updatedAt,
    images: Object.fromEntries(
      MEDIA_USES.map((use) => {
        const { src, srcSet, sources, width, height } = mediaImage(reference, use, picture.alt);
        return [use, { src, srcSet, sources, width, height }];
      }),
    ),
  };
}

const galleryJson = (entry: GalleryEntry) => ({ ...entry, image: galleryImageOf(entry) });

export const editor = (staff: StaffMember) => ({
  actor: { id: staff.id, label: staff.email, name: staff.name?.trim() || staff.email },
});

async function answer(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Response) return error;
    if (error instanceof MediaRefused) return apiError(error.status, error.code, error.message);
    throw error;
  }
}

async function writer(request: Request, services: Services) {
  const { staff, refused } = await staffForApi(request, services, { write: true });
  if (refused) throw refused;
  return editor(staff);
}

/** GET /api/staff/media: every picture, newest first, with the media's version. */
export async function listPictures(request: Request, services: Services): Promise<Response> {
  const { refused } = await staffForApi(request, services, { write: false });
  if (refused) return refused;
  const { value, version } = await freshOwnedContent(services.database, mediaContent);
  return apiJson({ pictures: value.pictures.map(pictureJson), version });
}

/** GET /api/staff/media/:id */
export async function getPicture(request: Request, id: string, services: Services): Promise<Response> {
  const { refused } = await staffForApi(request, services, { write: false });
  if (refused) return refused;
  const picture = (await freshOwnedContent(services.database, mediaContent)).value.pictures.find(
    (one) => one.id === id,
  );
  if (!picture) return apiError(404, "PICTURE_NOT_FOUND", "There is no such picture.");
  return apiJson({ picture: pictureJson(picture) });
}

/** POST /api/staff/media (multipart: `file`, `alt`) → 201 { picture }, or 200 when the same picture was there. */
export function postPicture(request: Request, services: Services): Promise<Response> {
  return answer(async () => {
    const context = await writer(request, services);
    if (!/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "")) {
      return apiError(
        415,
        "UNSUPPORTED_MEDIA_TYPE",
        "Send the picture as multipart/form-data: a `file` and its `alt`.",
      );
    }
    const form = await request.formData().catch(() => null);
    const file = form?.get("file");
    if (!form || !(file instanceof File) || file.size === 0) {
      return apiError(415, "UNSUPPORTED_PICTURE", "Send the picture as the form's `file`.");
    }
    const alt = altText.safeParse(form.get("alt") ?? "");
    if (!alt.success)
      return apiError(400, "INVALID_INPUT", alt.error.issues[0]?.message ?? "Say what the picture shows.");
    const { picture, created } = await uploadPicture(
      services.database,
      services.media,
      {
        bytes: new Uint8Array(await file.arrayBuffer()),
        fileName: file.name.slice(0, 200) || "picture",
        alt: alt.data,
      },
      context,
    );
    return apiJson({ picture: pictureJson(picture) }, { status: created ? 201 : 200 });
  });
}

const pictureChange = z.strictObject({ alt: altText, version: z.number().int().min(1) });

/** PATCH /api/staff/media/:id { alt, version } → 200 { picture } */
export function patchPicture(request: Request, id: string, services: Services): Promise<Response> {
  return answer(async () => {
    const context = await writer(request, services);
    const change = await readJsonBody(request, pictureChange);
    return apiJson({ picture: pictureJson(await describePicture(services.database, id, change, context)) });
  });
}

/** DELETE /api/staff/media/:id[?version=n] → 200 { deleted: id } */
export function deletePictureApi(request: Request, id: string, services: Services): Promise<Response> {
  return answer(async () => {
    const context = await writer(request, services);
    const asked = versionInQuery(request);
    if ("refused" in asked) return asked.refused;
    const { version } = asked;
    await deletePicture(services.database, services.media, id, version, context);
    return apiJson({ deleted: id });
  });
}

/** GET /api/staff/gallery: the gallery in order, with the media's version. */
export async function getGallery(request: Request, services: Services): Promise<Response> {
  const { refused } = await staffForApi(request, services, { write: false });
  if (refused) return refused;
  const { value, version } = await freshOwnedContent(services.database, mediaContent);
  return apiJson({ gallery: value.gallery.map(galleryJson), version });
}

const galleryBody = z.strictObject({
  version: z.number().int().min(1),
  pictures: z
    .array(z.strictObject({ picture: z.string().min(1).max(120), alt: altText }))
    .max(200, "Keep the gallery to 200 pictures."),
});

/** PUT /api/staff/gallery { version, pictures: [{ picture, alt }] } → 200 { gallery, version } */
export function putGallery(request: Request, services: Services): Promise<Response> {
  return answer(async () => {
    const context = await writer(request, services);
    const body = await readJsonBody(request, galleryBody);
    await changeGallery(services.database, { kind: "replace", entries: body.pictures, version: body.version }, context);
    const { value, version } = mediaContent.current();
    return apiJson({ gallery: value.gallery.map(galleryJson), version });
  });
}
