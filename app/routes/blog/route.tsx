import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { blogDescription } from "#app/content/blog.ts";
import { site } from "#app/content/site.ts";
import { filterHref } from "#app/features/blog/articles.ts";
import { pageMeta } from "#app/platform/seo/meta.ts";
import { pageOrigin } from "#app/platform/seo/origin.ts";
import { StaticHtml } from "#app/platform/static-html/StaticHtml.tsx";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { loadBlogList } from "./blog.server.ts";
import { blogListHtml } from "./sections.server.tsx";

/** The list a search or filter asks for, and the page below the banner as markup (decision 0170). */
export async function loader({ request }: Route.LoaderArgs) {
  await getServices();
  const listing = loadBlogList(request);
  return { filter: listing.filter, page: blogListHtml(listing) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const filter = loaderData?.filter;
  return pageMeta({
    title: filter ? `${filter.name} articles` : "Blog",
    description: filter
      ? `${site.brand} coaches' articles ${filter.kind === "category" ? "on" : "tagged"} ${filter.name}.`
      : blogDescription,
    // A category's or tag's list is a page of its own; a search's results are the blog's.
    path: filter ? filterHref(filter.kind, filter.name) : "/blog",
    origin: pageOrigin(matches),
  });
};

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Blog" eyebrow="Coaches' notes" />
      <StaticHtml html={loaderData.page} />
    </>
  );
}
