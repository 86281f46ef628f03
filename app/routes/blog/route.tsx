import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { Container } from "#app/components/ui/Container.tsx";
import { articles } from "#app/content/blog.ts";
import { site } from "#app/content/site.ts";
import { BlogSearchResults } from "#app/features/blog-search/BlogSearchResults.tsx";
import { useBlogQuery } from "#app/features/blog-search/useBlogQuery.ts";
import { pageMeta } from "#app/platform/seo/meta.ts";
import { BlogSidebar } from "./BlogSidebar.tsx";

export const meta = () =>
  pageMeta({
    title: "Blog",
    description: `Training, yoga, nutrition and recovery advice from the ${site.brand} coaches.`,
    path: "/blog",
  });

export default function BlogPage() {
  const query = useBlogQuery();
  return (
    <>
      <PageBanner title="Blog" eyebrow="Coaches' notes" />
      <div className="section-light py-16 md:py-24">
        <Container className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_360px]">
          <BlogSearchResults articles={articles} />
          <BlogSidebar query={query} />
        </Container>
      </div>
    </>
  );
}
