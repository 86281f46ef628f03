import { data } from "react-router";
import { PageBanner } from "~/components/layout/PageBanner";
import { isGalleryPageSlug } from "~/content/gallery-pages";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/gallery";

export function loader({ params }: Route.LoaderArgs) {
  if (!isGalleryPageSlug(params.page)) throw data(null, { status: 404, statusText: "Not Found" });
  return { page: params.page };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: "Gallery",
    description: "Inside the gym: the training floor, the studios and the people who train there.",
    path: `/gallery/${loaderData?.page ?? "page-1"}`,
  });

export default function Gallery() {
  return <PageBanner title="Gallery" />;
}
