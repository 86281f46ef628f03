import type { StoredArticle } from "./article-records.ts";
import { markdownToHtml } from "./markdown.server.ts";

/** Most articles a server keeps the HTML of; beyond, the oldest made goes (it is made again when asked). */
const KEEP = 500;
const rendered = new Map<string, string>();

/** The article's body as safe HTML, made once per version of it (a page render, the feed). */
export function articleHtml(article: Pick<StoredArticle, "id" | "version" | "body">): string {
  const key = `${article.id} ${article.version}`;
  let html = rendered.get(key);
  if (html === undefined) {
    html = markdownToHtml(article.body);
    rendered.set(key, html);
    if (rendered.size > KEEP) rendered.delete(rendered.keys().next().value ?? "");
  }
  return html;
}
