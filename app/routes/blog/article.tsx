import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { site } from "#app/content/site.ts";
import { articleJsonLd } from "#app/features/blog/article-json-ld.ts";
import { articlePath } from "#app/features/blog/articles.ts";
import { pageMeta } from "#app/platform/seo/meta.ts";
import { pageOrigin, pageSiteDetails } from "#app/platform/seo/origin.ts";
import { StaticHtml } from "#app/platform/static-html/StaticHtml.tsx";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/article";
import { loadArticle } from "./article.server.ts";
import { articlePageHtml } from "./sections.server.tsx";

/** The article (its meta tags need it) and the page below the banner as markup (decision 0170). */
export async function loader({ params }: Route.LoaderArgs) {
  await getServices();
  const found = loadArticle(params.slug);
  return { article: found.article, page: articlePageHtml(found) };
}

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
    { "script:ld+json": articleJsonLd(article, origin, pageSiteDetails(matches)) },
  ];
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, page } = loaderData;
  return (
    <>
      <PageBanner title={article.title} eyebrow={`${site.brand} blog`} titleId="article-title" compact />
      <StaticHtml html={page} />
    </>
  );
}
