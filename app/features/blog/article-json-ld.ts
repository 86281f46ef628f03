import type { Article } from "#app/content/blog.ts";
import { type GymDetails, gymPlace } from "#app/platform/seo/gym-json-ld.ts";
import { articlePath } from "./articles.ts";

/** The largest file of a picture's srcset: search engines want the biggest there is. */
function largestPicture(article: Article): string {
  const candidates = article.image.srcSet.split(",").map((candidate) => candidate.trim().split(" ")[0] ?? "");
  return candidates.at(-1) || article.image.src;
}

/** The article as search engines read it: a schema.org Article, published by the gym (a data block the CSP leaves alone). */
export function articleJsonLd(article: Article, origin: string, gym: Pick<GymDetails, "address" | "phone">) {
  const url = new URL(articlePath(article.slug), origin).href;
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.summary,
    image: new URL(largestPicture(article), origin).href,
    datePublished: article.published,
    author: { "@type": "Person", name: article.author },
    publisher: gymPlace(origin, gym),
    mainEntityOfPage: url,
    url,
    articleSection: article.category,
    keywords: article.tags.join(", "),
  } as const;
}
