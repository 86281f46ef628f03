import { data } from "react-router";
import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { Container } from "#app/components/ui/Container.tsx";
import { site } from "#app/content/site.ts";
import { GalleryGrid } from "#app/features/gallery/GalleryGrid.tsx";
import { galleryImagesOn, galleryPageSlugs } from "#app/features/media/gallery-view.server.ts";
import { pageMeta } from "#app/platform/seo/meta.ts";
import { pageOrigin } from "#app/platform/seo/origin.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { GalleryPagination } from "./GalleryPagination.tsx";

/** A page of the gallery as the database has it (decision 0201): eight pictures a page, as many pages as it fills. */
export async function loader({ params }: Route.LoaderArgs) {
  await getServices();
  const images = galleryImagesOn(params.page);
  if (!images) throw data(null, { status: 404, statusText: "Not Found" });
  return { page: params.page, pages: galleryPageSlugs(), images };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const page = loaderData?.page ?? "page-1";
  const number = (loaderData?.pages ?? [page]).indexOf(page) + 1;
  return pageMeta({
    origin: pageOrigin(matches),
    title: number > 1 ? `Gallery, page ${number}` : "Gallery",
    description: `Inside ${site.brand}: the strength floor, the studios and the people who train there.`,
    path: `/gallery/${page}`,
  });
};

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { page, pages, images } = loaderData;
  return (
    <>
      <PageBanner title="Gallery" eyebrow="Inside the gym" />
      <section aria-label="Photos" className="section-space">
        <Container>
          {/* A new page is a new set of images: start its lightbox state afresh. */}
          <GalleryGrid key={page} images={images} />
          <GalleryPagination current={page} pages={pages} />
        </Container>
      </section>
    </>
  );
}
