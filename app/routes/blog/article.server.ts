import { data, redirect } from "react-router";
import { articleHtml } from "#app/features/blog/article-bodies.server.ts";
import { articlePath, neighbours } from "#app/features/blog/articles.ts";
import { currentBlog, sidebarData } from "#app/features/blog/blog-view.server.ts";
import { currentPromotion } from "#app/features/offers/promotion.server.ts";

/**
 * One live article, its Markdown made safe HTML on the server (neither the source nor the
 * Markdown library is sent to the browser). An address the article had before its slug
 * changed answers 301 to the one it has now; one that names no live article is a 404.
 */
export function loadArticle(slug: string | undefined) {
  const blog = currentBlog();
  const stored = slug === undefined ? undefined : blog.bySlug.get(slug);
  const article = stored && blog.articles.find((candidate) => candidate.slug === stored.slug);
  if (!stored || !article) {
    const moved = slug === undefined ? undefined : blog.movedTo.get(slug);
    if (moved) throw redirect(articlePath(moved), 301);
    throw data(null, { status: 404, statusText: "Not Found" });
  }
  return {
    article,
    html: articleHtml(stored),
    ...neighbours(blog.articles, article.slug),
    sidebar: sidebarData(blog),
    promotion: currentPromotion(),
  };
}
