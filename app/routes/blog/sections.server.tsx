import type { Promotion } from "#app/components/sections/OfferBanner.tsx";
import { ArtImage } from "#app/components/ui/ArtImage.tsx";
import { Container } from "#app/components/ui/Container.tsx";
import type { Article } from "#app/content/blog.ts";
import { ArticleByline } from "#app/features/blog/ArticleByline.tsx";
import type { SidebarData } from "#app/features/blog/articles.ts";
import { blogKey } from "#app/features/blog/blog-view.server.ts";
import { BlogSearchResults } from "#app/features/blog-search/BlogSearchResults.tsx";
import type { ListFilter } from "#app/features/blog-search/SearchSummary.tsx";
import { renderStatic, staticKey } from "#app/platform/static-html/static-html.server.tsx";
import { ArticleFooter } from "./ArticleFooter.tsx";
import { BlogSidebar } from "./BlogSidebar.tsx";

/**
 * The blog's pages below their banners, as markup (decision 0170): nothing on them changes
 * in the browser. The sidebar's search is a GET form that <StaticHtml> follows in the app.
 */
export function blogListHtml({
  articles,
  query,
  filter,
  sidebar,
  promotion,
}: {
  articles: Article[];
  query: string;
  filter: ListFilter | null;
  sidebar: SidebarData;
  promotion: Promotion | null;
}) {
  const key = staticKey("blog-list", {
    blog: blogKey(),
    slugs: articles.map((article) => article.slug),
    query,
    filter,
    promotion,
  });
  return renderStatic(key, () => (
    <div className="section-light py-16 md:py-24">
      <Container className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_360px]">
        <BlogSearchResults articles={articles} query={query} filter={filter} />
        <BlogSidebar query={query} filter={filter} data={sidebar} promotion={promotion} />
      </Container>
    </div>
  ));
}

const pictureSizes = "(min-width: 1024px) 760px, 92vw";

/** An article's page below its banner: its picture, byline, text, tags and neighbours, and the sidebar. */
export function articlePageHtml({
  article,
  html,
  previous,
  next,
  sidebar,
  promotion,
}: {
  article: Article;
  html: string;
  previous: Article | null;
  next: Article | null;
  sidebar: SidebarData;
  promotion: Promotion | null;
}) {
  // The sidebar's banner promotes the offer live now: its coming and going renders the page anew.
  return renderStatic(staticKey(`article:${article.slug}`, { blog: blogKey(), promotion }), () => (
    <div className="section-light py-12 md:py-24">
      <Container className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_360px]">
        <article
          aria-labelledby="article-title"
          className="overflow-hidden rounded-card bg-white text-ink shadow-[0_18px_40px_-24px_rgb(0_0_0/0.35)]"
        >
          <ArtImage image={article.image} sizes={pictureSizes} priority className="aspect-[16/9] w-full object-cover" />
          <div className="p-6 sm:p-10">
            <ArticleByline article={article} />
            <p className="mt-5 text-xl leading-relaxed text-ink/85">{article.summary}</p>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: staff's Markdown, made HTML and sanitized on the server (markdown.server.ts). */}
            <div className="article-body mt-8" dangerouslySetInnerHTML={{ __html: html }} />
            <ArticleFooter article={article} previous={previous} next={next} />
          </div>
        </article>
        <BlogSidebar query="" data={sidebar} promotion={promotion} />
      </Container>
    </div>
  ));
}
