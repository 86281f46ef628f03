import { Marked } from "marked";

/**
 * Markdown to HTML for the gym's own articles (app/content/article-bodies.ts). It runs on the
 * server only: when the server renders an article page (once, then kept: decision 0071), and for the feed.
 * The text is the gym's, written in its repository, so it is trusted as HTML is: nothing a
 * visitor typed ever passes through here.
 */
const markdown = new Marked({ gfm: true });

export function markdownToHtml(source: string): string {
  return markdown.parse(source.trim(), { async: false });
}
