import { data } from "react-router";
import { requireStaffViewer, requireStaffWriter } from "#app/features/staff/access.server.ts";
import { freshOwnedContent } from "#app/platform/data/owned-content.server.ts";
import type { Services } from "#app/services.server.ts";
import { galleryImageOf } from "./gallery-view.server.ts";
import { altText, editor } from "./media-api.server.ts";
import { mediaContent } from "./media-content.server.ts";
import { changeGallery, deletePicture, describePicture, MEDIA_ALT_MAX, uploadPicture } from "./media-edits.server.ts";
import { MediaRefused } from "./media-errors.ts";
import { mediaImage, mediaReference } from "./media-image.ts";
import { MEDIA_MAX_BYTES } from "./media-processing.server.ts";

/**
 * /staff/media: upload a picture, describe it, delete it, and arrange the gallery, each a
 * plain form post (it works without JavaScript). Staff and owners change; the demo staff
 * account looks. A class's picture, a trainer's portrait and an article's cover are chosen
 * in their own editors, which offer every upload.
 */
export interface MediaAnswer {
  tone: "success" | "error";
  message: string;
}

const kb = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export async function loadMediaLibrary(request: Request, services: Services) {
  const viewer = await requireStaffViewer(request, services);
  const { value } = await freshOwnedContent(services.database, mediaContent);
  const inGallery = new Set(value.gallery.map((entry) => entry.picture));
  return {
    readOnly: viewer.demo ? "The demo staff account can look around, but not change anything." : null,
    maxMegabytes: MEDIA_MAX_BYTES / 1024 / 1024,
    altMax: MEDIA_ALT_MAX,
    pictures: value.pictures.map((picture) => ({
      id: picture.id,
      alt: picture.alt,
      version: picture.version,
      facts: `${picture.width}×${picture.height} · ${picture.fileName} · ${kb(picture.storedBytes)} in ${picture.storage === "s3" ? "S3" : "the database"} · by ${picture.uploadedBy}`,
      image: mediaImage(mediaReference(picture.id), "gallery", picture.alt),
      inGallery: inGallery.has(mediaReference(picture.id)),
    })),
    gallery: value.gallery.map((entry) => ({ id: entry.id, alt: entry.alt, image: galleryImageOf(entry) })),
  };
}

const answer = (tone: MediaAnswer["tone"], message: string, status = 200) =>
  data<MediaAnswer>({ tone, message }, { status });

/** The page's posts, by `intent`: upload, describe, delete, gallery-add, gallery-remove, gallery-up, gallery-down. */
export async function mediaAction(request: Request, services: Services) {
  const staff = await requireStaffWriter(request, services);
  const context = editor(staff);
  const form = await request.formData().catch(() => null);
  if (!form) return answer("error", "That upload did not arrive whole. Please try again.", 400);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const version = Number(text("version"));
  try {
    switch (text("intent")) {
      case "upload": {
        const file = form.get("file");
        if (!(file instanceof File) || file.size === 0) return answer("error", "Choose a picture to upload.", 400);
        const alt = altText.safeParse(text("alt"));
        if (!alt.success) return answer("error", alt.error.issues[0]?.message ?? "Say what the picture shows.", 400);
        const { created } = await uploadPicture(
          services.database,
          services.media,
          {
            bytes: new Uint8Array(await file.arrayBuffer()),
            fileName: file.name.slice(0, 200) || "picture",
            alt: alt.data,
          },
          context,
        );
        return answer(
          "success",
          created
            ? "Uploaded: the picture is ready for a class, a trainer, an article or the gallery."
            : "That picture is in the library already.",
        );
      }
      case "describe": {
        const alt = altText.safeParse(text("alt"));
        if (!alt.success) return answer("error", alt.error.issues[0]?.message ?? "Say what the picture shows.", 400);
        await describePicture(services.database, text("id"), { alt: alt.data, version }, context);
        return answer("success", "Saved the picture's description.");
      }
      case "delete":
        await deletePicture(services.database, services.media, text("id"), version || undefined, context);
        return answer("success", "Deleted the picture.");
      case "gallery-add":
        await changeGallery(services.database, { kind: "add", picture: text("picture") }, context);
        return answer("success", "Added to the end of the gallery.");
      case "gallery-remove":
        await changeGallery(services.database, { kind: "remove", entryId: text("entry") }, context);
        return answer("success", "Taken out of the gallery (the picture stays in the library).");
      case "gallery-up":
      case "gallery-down":
        await changeGallery(
          services.database,
          { kind: "move", entryId: text("entry"), by: text("intent") === "gallery-up" ? -1 : 1 },
          context,
        );
        return answer("success", "Moved.");
      default:
        return answer("error", "That form is not on this page. Please try again.", 400);
    }
  } catch (error) {
    if (!(error instanceof MediaRefused)) throw error;
    return answer("error", error.message, error.status);
  }
}
