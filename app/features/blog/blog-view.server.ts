import type { Article } from "#app/content/blog.ts";
import type { SearchableArticle } from "#app/features/blog-search/searchArticles.ts";
import { currentSchedule } from "#app/features/timetable/current-schedule.ts";
import type { Snapshot } from "#app/platform/data/owned-content.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { type ArticlesData, isLive, publicArticle, type StoredArticle } from "./article-records.ts";
import { articlePath, type Counted, countCategories, countTags, recentOf, type SidebarData } from "./articles.ts";
import { articlesContent } from "./articles-content.server.ts";

/**
 * The blog as visitors see it this moment, from this server's snapshot of the articles
 * (decision 0180): the live ones newest first, with their bodies for the search and the
 * pages, the categories and tags with their counts, and the addresses that moved. Worked
 * out once per snapshot and per scheduled article that went live, then kept.
 */
export interface BlogView {
  /** Live articles, newest first. */
  articles: Article[];
  /** The same, with their Markdown, for the search (bodies never leave the server). */
  searchable: SearchableArticle[];
  /** Live stored articles by slug (their Markdown, id and version). */
  bySlug: Map<string, StoredArticle>;
  categoryCounts: Counted[];
  tagCounts: Counted[];
  /** A former slug → the live article's current one. */
  movedTo: Map<string, string>;
}

const newestFirst = (a: StoredArticle, b: StoredArticle) =>
  (b.publishAt ?? "").localeCompare(a.publishAt ?? "") ||
  a.createdAt.localeCompare(b.createdAt) ||
  a.id.localeCompare(b.id);

/** Each snapshot's scheduled moments, in milliseconds, worked out once: the key is asked on every request. */
const scheduledMoments = new WeakMap<ArticlesData, number[]>();

/** How many scheduled articles had gone live by `nowMs`: with the snapshot, what the live list depends on. */
function dueCount(data: ArticlesData, nowMs: number): number {
  let moments = scheduledMoments.get(data);
  if (!moments) {
    moments = data.articles.flatMap((article) =>
      article.status === "scheduled" && article.publishAt ? [Date.parse(article.publishAt)] : [],
    );
    scheduledMoments.set(data, moments);
  }
  let due = 0;
  for (const moment of moments) if (moment <= nowMs) due++;
  return due;
}

function viewOf(data: ArticlesData, nowMs: number): BlogView {
  const schedule = currentSchedule();
  const live = data.articles.filter((article) => isLive(article, nowMs)).sort(newestFirst);
  const authorOf = (article: StoredArticle) =>
    (article.authorId ? schedule.trainerById.get(article.authorId)?.name : undefined) ?? article.authorName;
  const articles = live.map((article) => publicArticle(article, authorOf(article)));
  const bySlug = new Map(live.map((article) => [article.slug, article]));
  const slugById = new Map(live.map((article) => [article.id, article.slug]));
  const movedTo = new Map<string, string>();
  for (const redirect of data.redirects) {
    const slug = slugById.get(redirect.articleId);
    if (slug && slug !== redirect.oldSlug) movedTo.set(redirect.oldSlug, slug);
  }
  return {
    articles,
    searchable: articles.map((article, index) => ({ ...article, body: live[index]?.body ?? "" })),
    bySlug,
    categoryCounts: countCategories(articles),
    tagCounts: countTags(articles),
    movedTo,
  };
}

let kept: { key: string; view: BlogView } | undefined;

/** The key of what the blog shows at `nowMs`: the articles' snapshot, the scheduled ones gone live, the trainers' names. */
export function blogKey(nowMs: number = clock.millis(), snapshot: Snapshot<ArticlesData> = articlesContent.current()) {
  const schedule = currentSchedule();
  return `${snapshot.origin} ${snapshot.version} ${dueCount(snapshot.value, nowMs)} ${schedule.origin} ${schedule.version}`;
}

export function currentBlog(nowMs: number = clock.millis()): BlogView {
  const snapshot = articlesContent.current();
  const key = blogKey(nowMs, snapshot);
  if (kept?.key !== key) kept = { key, view: viewOf(snapshot.value, nowMs) };
  return kept.view;
}

export function sidebarData(blog: BlogView = currentBlog()): SidebarData {
  return { categoryCounts: blog.categoryCounts, tagCounts: blog.tagCounts, recent: recentOf(blog.articles) };
}

/** Every article's address, for the sitemap and the pages the server keeps. */
export function articlePaths(blog: BlogView = currentBlog()): string[] {
  return blog.articles.map((article) => articlePath(article.slug));
}
