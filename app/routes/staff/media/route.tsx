import { GalleryOrder, OutcomeMessage, PictureCard, UploadForm } from "#app/features/media/MediaLibraryView.tsx";
import { loadMediaLibrary, type MediaAnswer, mediaAction } from "#app/features/media/media-forms.server.ts";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";

export async function loader({ request }: Route.LoaderArgs) {
  return loadMediaLibrary(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  return mediaAction(request, await getServices());
}

export const headers = staffPageHeaders;

export const meta = () => staffPageMeta("Pictures");

export default function MediaPage({ loaderData, actionData }: Route.ComponentProps) {
  const { pictures, gallery, readOnly, maxMegabytes, altMax } = loaderData;
  const answer = actionData as MediaAnswer | undefined;
  const disabled = readOnly !== null;
  return (
    <>
      <ConsoleHeading title="Pictures">
        <p>
          The gym's own photos, for the classes, the trainers, the articles and the gallery. Every server has them and
          shows a change within a few seconds.
        </p>
      </ConsoleHeading>
      <div className="space-y-6">
        <OutcomeMessage outcome={answer} />
        {readOnly ? <p className="rounded-card border border-white/15 px-5 py-4 text-muted">{readOnly}</p> : null}
        <UploadForm maxMegabytes={maxMegabytes} altMax={altMax} disabled={disabled} />
        <section aria-labelledby="library-title">
          <h2 id="library-title" className="mb-4 font-display text-2xl font-semibold uppercase tracking-tight">
            The library
          </h2>
          {pictures.length === 0 ? (
            <p className="text-muted">No pictures uploaded yet.</p>
          ) : (
            <ul aria-label="Uploaded pictures" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {pictures.map((picture) => (
                <PictureCard
                  key={`${picture.id}-${picture.version}`}
                  picture={picture}
                  altMax={altMax}
                  disabled={disabled}
                />
              ))}
            </ul>
          )}
        </section>
        <GalleryOrder entries={gallery} disabled={disabled} />
      </div>
    </>
  );
}
