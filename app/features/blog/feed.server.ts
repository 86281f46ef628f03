import { type Article, blogDescription } from "#app/content/blog.ts";
import { site } from "#app/content/site.ts";
import { articleHtml } from "./article-bodies.server.ts";
import { articlePath } from "./articles.ts";
import { type BlogView, currentBlog } from "./blog-view.server.ts";

/** How many of the latest articles the feed carries (readers keep what they have already seen). */
const FEED_LENGTH = 20;

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** "2026-11-18" → "Wed, 18 Nov 2026 00:00:00 GMT", the date form RSS 2.0 asks for (RFC 822). */
function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

function item(article: Article, html: string, origin: string): string {
  const url = new URL(articlePath(article.slug), origin).href;
  const picture = `<p><img src="${escapeXml(new URL(article.image.src, origin).href)}" alt="${escapeXml(article.image.alt)}" width="${article.image.width}" height="${article.image.height}"></p>`;
  return [
    "    <item>",
    `      <title>${escapeXml(article.title)}</title>`,
    `      <link>${escapeXml(url)}</link>`,
    `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
    `      <pubDate>${rfc822(article.published)}</pubDate>`,
    `      <dc:creator>${escapeXml(article.author)}</dc:creator>`,
    ...[article.category, ...article.tags.filter((tag) => tag !== article.category)].map(
      (name) => `      <category>${escapeXml(name)}</category>`,
    ),
    `      <description>${escapeXml(article.summary)}</description>`,
    `      <content:encoded>${escapeXml(picture + html)}</content:encoded>`,
    "    </item>",
  ].join("\n");
}

/**
 * The blog as an RSS 2.0 feed, newest first, each article whole (its HTML) with its summary,
 * author, category and tags. Links name `origin`, the server's SITE_URL: the feed is made per
 * request, so it names the origin the site is served at, and carries what is live this moment.
 */
export function blogFeedXml(origin: string, blog: BlogView = currentBlog()): string {
  const latest = blog.articles.slice(0, FEED_LENGTH);
  const newest = latest[0]?.published;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(`${site.brand} blog`)}</title>`,
    `    <link>${escapeXml(new URL("/blog", origin).href)}</link>`,
    `    <atom:link href="${escapeXml(new URL("/blog/feed.xml", origin).href)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(blogDescription)}</description>`,
    "    <language>en</language>",
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    ...latest.map((article) => {
      const stored = blog.bySlug.get(article.slug);
      return item(article, stored ? articleHtml(stored) : "", origin);
    }),
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** How many articles the feed has: every live one, up to its length. */
export const feedItemCount = (blog: BlogView = currentBlog()) => Math.min(blog.articles.length, FEED_LENGTH);
