import { Temporal } from "temporal-polyfill";
import type { Article } from "#app/content/blog.ts";
import { site } from "#app/content/site.ts";
import { coverImage } from "./cover-pictures.ts";

/**
 * The blog as the database holds it (migration 0150, decision 0180): every article in any
 * state, with its Markdown, and the addresses articles had before their slug changed. The
 * public pages see only what is live, as `Article`s (app/content/blog.ts's shape).
 */
export const articleStatuses = ["draft", "scheduled", "published"] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

export interface StoredArticle {
  id: string;
  slug: string;
  title: string;
  summary: string;
  /** Markdown. */
  body: string;
  category: string;
  tags: string[];
  /** A trainer of the timetable; null for an imported article whose author is none. */
  authorId: string | null;
  /** The author's name when last saved (shown when the trainer is gone). */
  authorName: string;
  /** A reference cover-pictures.ts resolves: "blog/boxing-first-class". */
  coverPicture: string;
  coverAlt: string;
  status: ArticleStatus;
  /** ISO instant: when it went (or goes) live; null for a draft. */
  publishAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface ArticleRedirect {
  oldSlug: string;
  articleId: string;
}

export interface ArticlesData {
  articles: StoredArticle[];
  redirects: ArticleRedirect[];
}

/** Public at `nowMs`: published, or scheduled for a moment that has come. */
export function isLive(article: Pick<StoredArticle, "status" | "publishAt">, nowMs: number): boolean {
  if (article.status === "published") return true;
  return article.status === "scheduled" && article.publishAt !== null && Date.parse(article.publishAt) <= nowMs;
}

/** What staff read: a scheduled article whose moment has come is published. */
export function effectiveStatus(article: StoredArticle, nowMs: number): ArticleStatus {
  return isLive(article, nowMs) ? "published" : article.status;
}

/** An instant as the gym's wall clock: "2026-12-01T09:00" (with its seconds, when it has some). */
export function gymDateTime(instant: string, timeZone: string = site.timeZone): string {
  const local = Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone).toPlainDateTime();
  return local.toString({ smallestUnit: local.second === 0 ? "minute" : "second" });
}

/** The gym's wall-clock "2026-12-01T09:00" as an instant (the earlier one when the clocks go back). */
export function instantOfGymDateTime(local: string, timeZone: string = site.timeZone): string {
  return Temporal.PlainDateTime.from(local)
    .toZonedDateTime(timeZone, { disambiguation: "compatible" })
    .toInstant()
    .toString();
}

/** The article as the blog shows it; `authorName` is the trainer's name now (a renamed trainer is renamed here too). */
export function publicArticle(article: StoredArticle, authorName: string = article.authorName): Article {
  return {
    slug: article.slug,
    title: article.title,
    author: authorName,
    published: article.publishAt ? gymDateTime(article.publishAt).slice(0, 10) : "",
    category: article.category,
    tags: article.tags,
    summary: article.summary,
    image: coverImage(article.coverPicture, article.coverAlt),
  };
}
