import { data } from "react-router";
import { articleHtml } from "#app/features/blog/article-bodies.server.ts";
import { findArticle, neighbours } from "#app/features/blog/articles.ts";

/**
 * One article: prerendered when the site is built (every slug is a public path), so its
 * Markdown becomes HTML there, and neither the text's source nor the Markdown library is
 * sent to the browser. An address that names no article is a 404.
 */
export function loadArticle(slug: string | undefined) {
  const article = findArticle(slug);
  if (!article) throw data(null, { status: 404, statusText: "Not Found" });
  return { article, html: articleHtml(article), ...neighbours(article.slug) };
}
