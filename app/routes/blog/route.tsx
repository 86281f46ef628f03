import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { Container } from "#app/components/ui/Container.tsx";
import { blogDescription } from "#app/content/blog.ts";
import { site } from "#app/content/site.ts";
import { filterHref } from "#app/features/blog/articles.ts";
import { BlogSearchResults } from "#app/features/blog-search/BlogSearchResults.tsx";
import { pageMeta } from "#app/platform/seo/meta.ts";
import { pageOrigin } from "#app/platform/seo/origin.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { BlogSidebar } from "./BlogSidebar.tsx";
import { loadBlogList } from "./blog.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  await getServices();
  return loadBlogList(request);
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
  const { articles, query, filter, sidebar, promotion } = loaderData;
  return (
    <>
      <PageBanner title="Blog" eyebrow="Coaches' notes" />
      <div className="section-light py-16 md:py-24">
        <Container className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_360px]">
          <BlogSearchResults articles={articles} query={query} filter={filter} />
          <BlogSidebar query={query} filter={filter} data={sidebar} promotion={promotion} />
        </Container>
      </div>
    </>
  );
}
