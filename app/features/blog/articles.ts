import { type Article, articles, categories, homeTeaserCount, recentPostCount, tags } from "#app/content/blog.ts";
import { gymClasses } from "#app/content/classes.ts";

/**
 * The blog as visitors find their way through it, worked out from the content: newest
 * first, one address per article, category and tag lists with counts that count.
 */

/**
 * Every article, newest first (the day it was published; the content's order breaks a tie).
 * ISO dates sort as plain strings: a locale's collation would start ICU's collator in the
 * browser at load, 10–40 ms of the main thread, for no difference (decision 0170).
 */
export const articlesNewestFirst: Article[] = articles
  .map((article, index) => ({ article, index }))
  .sort((a, b) => compareStrings(b.article.published, a.article.published) || a.index - b.index)
  .map(({ article }) => article);

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function articlePath(slug: string): string {
  return `/blog/${slug}`;
}

export function findArticle(slug: string | undefined): Article | undefined {
  return articlesNewestFirst.find((article) => article.slug === slug);
}

/** The article published before this one and the one after it, for the links at its end. */
export function neighbours(slug: string): { previous: Article | null; next: Article | null } {
  const index = articlesNewestFirst.findIndex((article) => article.slug === slug);
  if (index === -1) return { previous: null, next: null };
  return { previous: articlesNewestFirst[index + 1] ?? null, next: articlesNewestFirst[index - 1] ?? null };
}

/** "Body Building" → "body-building": a category or tag as it stands in an address. */
export function blogSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export interface BlogFilters {
  category?: string;
  tag?: string;
}

/** The list that shows one category's or one tag's articles, as a plain link (it works without scripts). */
export function filterHref(filter: keyof BlogFilters, name: string): string {
  return `/blog?${filter}=${encodeURIComponent(blogSlug(name))}`;
}

/** Names with the number of articles filed under each, in the content's order. */
export interface Counted {
  name: string;
  count: number;
}

export const categoryCounts: Counted[] = categories.map((name) => ({
  name,
  count: articles.filter((article) => article.category === name).length,
}));

export const tagCounts: Counted[] = tags.map((name) => ({
  name,
  count: articles.filter((article) => article.tags.includes(name)).length,
}));

/** The category or tag whose address form is `value`, if there is one. */
export function categoryNamed(value: string): string | undefined {
  return categories.find((name) => blogSlug(name) === value);
}

export function tagNamed(value: string): string | undefined {
  return tags.find((name) => blogSlug(name) === value);
}

export function matchesFilters(article: Article, filters: BlogFilters): boolean {
  return (
    (!filters.category || article.category === filters.category) && (!filters.tag || article.tags.includes(filters.tag))
  );
}

/** The latest articles, for the sidebar's recent posts and the home page's teaser. */
export const recentArticles = articlesNewestFirst.slice(0, recentPostCount);
export const teaserArticles = articlesNewestFirst.slice(0, homeTeaserCount);

/**
 * Where an article's "Try a class" leads: the contact form with the class of the article's
 * category chosen, when the gym teaches a class of that name, or the form alone.
 */
export function tryAClassHref(article: Article): string {
  const gymClass = gymClasses.find((candidate) => candidate.title === article.category);
  return gymClass ? `/contact?class=${gymClass.slug}` : "/contact";
}
