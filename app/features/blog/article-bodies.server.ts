import { articleBodies } from "#app/content/article-bodies.ts";
import type { Article } from "#app/content/blog.ts";
import type { SearchableArticle } from "#app/features/blog-search/searchArticles.ts";
import { articlesNewestFirst } from "./articles.ts";
import { markdownToHtml } from "./markdown.server.ts";

/** The article's Markdown; content-integrity.test.ts makes sure every article has one. */
export function articleBody(article: Article): string {
  return articleBodies[article.slug] ?? "";
}

/** Every article with its body, newest first: what the search reads. */
export const searchableArticles: SearchableArticle[] = articlesNewestFirst.map((article) => ({
  ...article,
  body: articleBody(article),
}));

const rendered = new Map<string, string>();

/** The article's body as HTML, rendered once per process (the build, or the server for its feed). */
export function articleHtml(article: Article): string {
  let html = rendered.get(article.slug);
  if (html === undefined) {
    html = markdownToHtml(articleBody(article));
    rendered.set(article.slug, html);
  }
  return html;
}
