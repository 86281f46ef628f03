import { data } from "react-router";
import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { Container } from "#app/components/ui/Container.tsx";
import { galleryImagesOn } from "#app/content/gallery.ts";
import { galleryPageSlugs, isGalleryPageSlug } from "#app/content/gallery-pages.ts";
import { site } from "#app/content/site.ts";
import { GalleryGrid } from "#app/features/gallery/GalleryGrid.tsx";
import { pageMeta } from "#app/platform/seo/meta.ts";
import { pageOrigin } from "#app/platform/seo/origin.ts";
import type { Route } from "./+types/route";
import { GalleryPagination } from "./GalleryPagination.tsx";

export function loader({ params }: Route.LoaderArgs) {
  if (!isGalleryPageSlug(params.page)) throw data(null, { status: 404, statusText: "Not Found" });
  return { page: params.page };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const page = loaderData?.page ?? "page-1";
  const number = galleryPageSlugs.indexOf(page) + 1;
  return pageMeta({
    origin: pageOrigin(matches),
    title: number > 1 ? `Gallery, page ${number}` : "Gallery",
    description: `Inside ${site.brand}: the strength floor, the studios and the people who train there.`,
    path: `/gallery/${page}`,
  });
};

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageBanner title="Gallery" eyebrow="Inside the gym" />
      <section aria-label="Photos" className="section-space">
        <Container>
          {/* A new page is a new set of images: start its lightbox state afresh. */}
          <GalleryGrid key={page} images={galleryImagesOn(page)} />
          <GalleryPagination current={page} />
        </Container>
      </section>
    </>
  );
}
