import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { ArtImage } from "#app/components/ui/ArtImage.tsx";
import { Container } from "#app/components/ui/Container.tsx";
import { site } from "#app/content/site.ts";
import { ArticleByline } from "#app/features/blog/ArticleByline.tsx";
import { articleJsonLd } from "#app/features/blog/article-json-ld.ts";
import { articlePath } from "#app/features/blog/articles.ts";
import { pageMeta } from "#app/platform/seo/meta.ts";
import { pageOrigin } from "#app/platform/seo/origin.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/article";
import { ArticleFooter } from "./ArticleFooter.tsx";
import { loadArticle } from "./article.server.ts";
import { BlogSidebar } from "./BlogSidebar.tsx";

export async function loader({ params }: Route.LoaderArgs) {
  await getServices();
  return loadArticle(params.slug);
}

const pictureSizes = "(min-width: 1024px) 760px, 92vw";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { article } = loaderData;
  const origin = pageOrigin(matches);
  return [
    ...pageMeta({
      title: article.title,
      description: article.summary,
      path: articlePath(article.slug),
      origin,
    }),
    { property: "article:published_time", content: article.published },
    { "script:ld+json": articleJsonLd(article, origin) },
  ];
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, html, previous, next, sidebar, promotion } = loaderData;
  return (
    <>
      <PageBanner title={article.title} eyebrow={`${site.brand} blog`} titleId="article-title" compact />
      <div className="section-light py-12 md:py-24">
        <Container className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_360px]">
          <article
            aria-labelledby="article-title"
            className="overflow-hidden rounded-card bg-white text-ink shadow-[0_18px_40px_-24px_rgb(0_0_0/0.35)]"
          >
            <ArtImage
              image={article.image}
              sizes={pictureSizes}
              priority
              className="aspect-[16/9] w-full object-cover"
            />
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
    </>
  );
}
