import { Form } from "react-router";
import { ArtImage } from "#app/components/ui/ArtImage.tsx";
import type { ImageAsset } from "#app/content/artwork.ts";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import { Field } from "#app/features/timetable/Choice.tsx";

/**
 * The library of /staff/media: the upload form, every picture (its description editable,
 * into the gallery, deleted), and the gallery in its order. Plain form posts.
 */
export interface LibraryPicture {
  id: string;
  alt: string;
  version: number;
  facts: string;
  image: ImageAsset;
  inGallery: boolean;
}

export interface LibraryGalleryEntry {
  id: string;
  alt: string;
  image: ImageAsset;
}

const card = "rounded-card border border-white/8 bg-surface p-5 sm:p-6";
const heading = "font-display text-2xl font-semibold uppercase tracking-tight";
const small = "button-outline min-h-11 px-4 text-xs";

export function UploadForm({
  maxMegabytes,
  altMax,
  disabled,
}: {
  maxMegabytes: number;
  altMax: number;
  disabled: boolean;
}) {
  return (
    <section aria-labelledby="upload-title" className={card}>
      <h2 id="upload-title" className={heading}>
        Upload a picture
      </h2>
      <p className="mt-2 text-sm text-muted">
        JPEG, PNG, WebP or AVIF, up to {maxMegabytes} MB. The site cuts it to every size it shows and keeps none of the
        photo's hidden details (where it was taken, the camera). Then choose it for a class or a trainer in the
        timetable, as an article's cover, or for the gallery below.
      </p>
      <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-5 sm:grid-cols-2">
        <fieldset disabled={disabled} className="contents">
          <Field id="upload-file" label="Picture">
            <input
              id="upload-file"
              name="file"
              type="file"
              required
              accept="image/jpeg,image/png,image/webp,image/avif,image/heic"
              className="field file:mr-3 file:rounded-full file:border-0 file:bg-accent file:px-3 file:py-1 file:text-ink"
            />
          </Field>
          <Field
            id="upload-alt"
            label="What it shows"
            hint="For visitors who cannot see it: “Two members sparring in the ring”."
          >
            <input
              id="upload-alt"
              name="alt"
              required
              maxLength={altMax}
              aria-describedby="upload-alt-hint"
              className="field"
            />
          </Field>
          <div className="sm:col-span-2">
            <button type="submit" name="intent" value="upload" className="button-primary">
              Upload
            </button>
          </div>
        </fieldset>
      </Form>
    </section>
  );
}

export function PictureCard({
  picture,
  altMax,
  disabled,
}: {
  picture: LibraryPicture;
  altMax: number;
  disabled: boolean;
}) {
  const altId = `alt-${picture.id}`;
  return (
    <li className="overflow-hidden rounded-card border border-white/8 bg-surface">
      <ArtImage
        image={picture.image}
        sizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, 92vw"
        className="aspect-square w-full object-cover"
      />
      <div className="space-y-3 p-4">
        <p className="text-xs break-words text-muted">{picture.facts}</p>
        <Form method="post" className="space-y-2">
          <fieldset disabled={disabled} className="space-y-2">
            <input type="hidden" name="id" value={picture.id} />
            <input type="hidden" name="version" value={picture.version} />
            <Field id={altId} label="What it shows">
              <input id={altId} name="alt" required maxLength={altMax} defaultValue={picture.alt} className="field" />
            </Field>
            <button type="submit" name="intent" value="describe" className={small}>
              Save description
            </button>
          </fieldset>
        </Form>
        <div className="flex flex-wrap gap-2">
          {picture.inGallery ? (
            <p className="inline-flex min-h-11 items-center text-sm text-muted">In the gallery</p>
          ) : (
            <Form method="post">
              <fieldset disabled={disabled}>
                <input type="hidden" name="picture" value={`media/${picture.id}`} />
                <button type="submit" name="intent" value="gallery-add" className={small}>
                  Add to gallery
                </button>
              </fieldset>
            </Form>
          )}
          <Form method="post">
            <fieldset disabled={disabled}>
              <input type="hidden" name="id" value={picture.id} />
              <input type="hidden" name="version" value={picture.version} />
              <button type="submit" name="intent" value="delete" className={small} aria-label={`Delete ${picture.alt}`}>
                Delete
              </button>
            </fieldset>
          </Form>
        </div>
      </div>
    </li>
  );
}

export function GalleryOrder({ entries, disabled }: { entries: LibraryGalleryEntry[]; disabled: boolean }) {
  return (
    <section aria-labelledby="gallery-title" className={card}>
      <h2 id="gallery-title" className={heading}>
        The gallery
      </h2>
      <p className="mt-2 text-sm text-muted">
        In this order on /gallery, eight a page; the first six also on the home page and in the side panel.
      </p>
      {entries.length === 0 ? (
        <p className="mt-4 text-muted">The gallery is empty.</p>
      ) : (
        <ol aria-label="Gallery pictures" className="mt-4 divide-y divide-white/10">
          {entries.map((entry, index) => (
            <li key={entry.id} className="flex flex-wrap items-center gap-4 py-3">
              <ArtImage image={entry.image} sizes="64px" className="size-16 shrink-0 rounded-card object-cover" />
              <p className="min-w-0 flex-1 basis-48 text-sm">
                <span className="text-muted">{index + 1}.</span> {entry.alt}
              </p>
              <Form method="post" className="flex gap-2">
                <fieldset disabled={disabled} className="flex gap-2">
                  <input type="hidden" name="entry" value={entry.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="gallery-up"
                    className={small}
                    disabled={index === 0}
                    aria-label={`Up: ${entry.alt}`}
                  >
                    Up
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value="gallery-down"
                    className={small}
                    disabled={index === entries.length - 1}
                    aria-label={`Down: ${entry.alt}`}
                  >
                    Down
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value="gallery-remove"
                    className={small}
                    aria-label={`Remove from the gallery: ${entry.alt}`}
                  >
                    Remove
                  </button>
                </fieldset>
              </Form>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export { OutcomeMessage };
