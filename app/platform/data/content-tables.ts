/**
 * Content the database owns after the first start (migration 0150, decision 0180): the
 * version row of each kind, and the blog's articles.
 */

/** One row per kind of owned content; its existence means that kind's sample was imported. */
export interface ContentVersionsTable {
  /** "articles" (app/features/blog/articles-content.server.ts), and each kind that follows. */
  name: string;
  /** Random, made at the import: which database a server's snapshot came from. */
  origin: string;
  /** Raised by every change of this kind of content. PostgreSQL returns BIGINT as a string. */
  version: number | string;
  imported_at: string;
  changed_at: string;
}

export interface ArticlesTable {
  id: string;
  /** The article's address, /blog/<slug>. */
  slug: string;
  title: string;
  summary: string;
  /** Markdown, as staff wrote it. */
  body: string;
  category: string;
  /** A JSON array of strings. */
  tags: string;
  /** trainers.id; null when the article's author is no trainer (an imported article). */
  author_id: string | null;
  /** The author's name when the article was last saved: shown if the trainer is gone. */
  author_name: string;
  /** "blog/<name>" or "classes/<name>": the site's artwork (app/features/blog/cover-pictures.ts). */
  cover_picture: string;
  cover_alt: string;
  status: "draft" | "scheduled" | "published";
  /** ISO instant (UTC); null for a draft never published or scheduled. */
  publish_at: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

/** An address an article had before its slug changed: answered with 301 to its current one. */
export interface ArticleRedirectsTable {
  old_slug: string;
  article_id: string;
  created_at: string;
}
