import { type ArtworkFolder, artwork, type ImageAsset } from "#app/content/artwork.ts";
import { articles as sampleArticles } from "#app/content/blog.ts";
import { gymClasses } from "#app/content/classes.ts";
import { isMediaReference, mediaImage, mediaReference } from "#app/features/media/media-image.ts";

/**
 * An article's cover picture is a reference, "<folder>/<name>", resolved here to the files
 * the site serves. For now staff choose among the artwork the site ships (the blog's and
 * the classes' pictures), and the pictures staff uploaded (decision 0201): "media/<id>",
 * resolved by the media feature into the same ImageAsset and offered among `coverChoices()`
 * when the server hands in the uploads (uploaded-covers.server.ts).
 */
export interface CoverChoice {
  /** What the article stores: "blog/boxing-first-class". */
  value: string;
  label: string;
  /** What the picture shows: the alt text offered when it is chosen. */
  subject: string;
}

const COVER_FOLDERS = ["blog", "classes"] as const satisfies readonly ArtworkFolder[];
type CoverFolder = (typeof COVER_FOLDERS)[number];

const words = (name: string) => name.replaceAll("-", " ");

/** An uploaded picture as a cover may be: its id and what it shows (app/features/media/). */
export interface UploadedCover {
  id: string;
  alt: string;
}

/** The pictures an article may have: the blog's artwork, then the classes', then the uploads given (newest first). */
export function coverChoices(uploads: readonly UploadedCover[] = []): CoverChoice[] {
  const blog = sampleArticles.map((article) => {
    const name =
      article.image.src
        .split("/")
        .at(-1)
        ?.replace(/-\d+\.webp$/, "") ?? article.slug;
    return { value: `blog/${name}`, label: `Blog: ${words(name)}`, subject: article.image.alt };
  });
  const classes = gymClasses.map((gymClass) => ({
    value: `classes/${gymClass.picture.name}`,
    label: `Class: ${words(gymClass.picture.name)}`,
    subject: gymClass.picture.subject.charAt(0).toUpperCase() + gymClass.picture.subject.slice(1),
  }));
  const uploaded = uploads.map((upload) => ({
    value: mediaReference(upload.id),
    label: `Upload: ${upload.alt}`,
    subject: upload.alt,
  }));
  const seen = new Set<string>();
  return [...blog, ...classes, ...uploaded].filter((choice) => !seen.has(choice.value) && seen.add(choice.value));
}

export function isCoverChoice(reference: string, uploads: readonly UploadedCover[] = []): boolean {
  return coverChoices(uploads).some((choice) => choice.value === reference);
}

/** The picture files of a reference, with the article's alt text. */
export function coverImage(reference: string, alt: string): ImageAsset {
  if (isMediaReference(reference)) return mediaImage(reference, "blog", alt);
  const [folder = "", name = ""] = reference.split("/");
  const known = (COVER_FOLDERS as readonly string[]).includes(folder);
  return artwork(known ? (folder as CoverFolder) : "blog", name, alt);
}

/** The reference of a sample article's picture (its artwork in public/artwork/blog). */
export function sampleCoverOf(image: ImageAsset): string {
  return `blog/${
    image.src
      .split("/")
      .at(-1)
      ?.replace(/-\d+\.webp$/, "") ?? ""
  }`;
}
