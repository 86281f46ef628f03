import { type Article, categories, homeTeaserCount, recentPostCount, tags } from "#app/content/blog.ts";
import { gymClasses } from "#app/content/classes.ts";

/**
 * The blog as visitors find their way through it: one address per article, category and
 * tag lists with counts that count, worked out from the articles that are live
 * (blog-view.server.ts hands them to the pages).
 */

export function articlePath(slug: string): string {
  return `/blog/${slug}`;
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

/** Names with the number of articles filed under each. */
export interface Counted {
  name: string;
  count: number;
}

/** The content's order first (app/content/blog.ts: the sidebar's), then names it does not list, alphabetically. */
function inSidebarOrder(names: string[], preferred: string[]): string[] {
  const unique = [...new Set(names)];
  const listed = preferred.filter((name) => unique.includes(name));
  const others = unique.filter((name) => !preferred.includes(name)).sort((a, b) => a.localeCompare(b));
  return [...listed, ...others];
}

/** Every category an article is filed under, with its count. */
export function countCategories(articles: Article[]): Counted[] {
  return inSidebarOrder(
    articles.map((article) => article.category),
    categories,
  ).map((name) => ({ name, count: articles.filter((article) => article.category === name).length }));
}

/** Every tag an article has, with its count. */
export function countTags(articles: Article[]): Counted[] {
  return inSidebarOrder(
    articles.flatMap((article) => article.tags),
    tags,
  ).map((name) => ({ name, count: articles.filter((article) => article.tags.includes(name)).length }));
}

/** The name among `names` whose address form is `value`, if there is one. */
export function namedBy(names: Counted[], value: string): string | undefined {
  return names.find((entry) => blogSlug(entry.name) === value)?.name;
}

export function matchesFilters(article: Article, filters: BlogFilters): boolean {
  return (
    (!filters.category || article.category === filters.category) && (!filters.tag || article.tags.includes(filters.tag))
  );
}

/** The latest articles, for the sidebar's recent posts and the home page's teaser. */
export const recentOf = (newestFirst: Article[]) => newestFirst.slice(0, recentPostCount);
export const teaserOf = (newestFirst: Article[]) => newestFirst.slice(0, homeTeaserCount);

/** The article published before this one and the one after it, for the links at its end. */
export function neighbours(newestFirst: Article[], slug: string): { previous: Article | null; next: Article | null } {
  const index = newestFirst.findIndex((article) => article.slug === slug);
  if (index === -1) return { previous: null, next: null };
  return { previous: newestFirst[index + 1] ?? null, next: newestFirst[index - 1] ?? null };
}

/**
 * Where an article's "Try a class" leads: the contact form with the class of the article's
 * category chosen, when the gym teaches a class of that name, or the form alone.
 */
export function tryAClassHref(article: Article): string {
  const gymClass = gymClasses.find((candidate) => candidate.title === article.category);
  return gymClass ? `/contact?class=${gymClass.slug}` : "/contact";
}

/** What the blog's sidebar shows beside a list or an article. */
export interface SidebarData {
  categoryCounts: Counted[];
  tagCounts: Counted[];
  recent: Article[];
}
