import type { MigrationStep } from "./step.ts";

/**
 * Content the database owns after the first start (decision 0180), starting with the blog:
 * - content_versions: one row per kind of owned content ("articles"; products, site
 *   details… to follow), its version raised by every change, which each server polls to
 *   know its snapshot is current. A row's existence means its sample was imported: a
 *   restart or an upgrade never imports again.
 * - articles: the blog (app/features/blog/). `body` is the staff's Markdown, made safe HTML
 *   when a page is rendered; `tags` a JSON array; `publish_at` the instant it is (or was,
 *   or will be) public; `cover_picture` a reference the blog resolves to a picture
 *   ("blog/boxing-first-class": the shipped artwork; uploads add their own kind). Each row
 *   has its own `version` for optimistic concurrency.
 * - article_redirects: an article's former addresses, answered with 301 to its current one.
 */
export const articles: MigrationStep = {
  id: "0150_articles",
  statements: [
    `CREATE TABLE IF NOT EXISTS content_versions (
      name TEXT PRIMARY KEY,
      origin TEXT NOT NULL,
      version BIGINT NOT NULL,
      imported_at TEXT NOT NULL,
      changed_at TEXT NOT NULL
    )`,
    `CREATE TABLE IF NOT EXISTS articles (
      id TEXT PRIMARY KEY,
      slug TEXT NOT NULL UNIQUE,
      title TEXT NOT NULL,
      summary TEXT NOT NULL,
      body TEXT NOT NULL,
      category TEXT NOT NULL,
      tags TEXT NOT NULL,
      author_id TEXT REFERENCES trainers (id),
      author_name TEXT NOT NULL,
      cover_picture TEXT NOT NULL,
      cover_alt TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('draft', 'scheduled', 'published')),
      publish_at TEXT,
      version INTEGER NOT NULL CHECK (version >= 1),
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      CHECK (status = 'draft' OR publish_at IS NOT NULL)
    )`,
    `CREATE TABLE IF NOT EXISTS article_redirects (
      old_slug TEXT PRIMARY KEY,
      article_id TEXT NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
      created_at TEXT NOT NULL
    )`,
  ],
};
