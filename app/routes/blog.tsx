import { BlogSidebar } from "~/components/blog/BlogSidebar";
import { PageBanner } from "~/components/layout/PageBanner";
import { Container } from "~/components/ui/Container";
import { articles } from "~/content/blog";
import { BlogSearchResults } from "~/features/blog-search/BlogSearchResults";
import { useBlogQuery } from "~/features/blog-search/useBlogQuery";
import { pageMeta } from "~/seo/meta";

export const meta = () =>
  pageMeta({
    title: "Blog",
    description: "Training, yoga, nutrition and recovery advice from the Ironpeak coaches.",
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
