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

/** The site's details (migration 0190, decision 0200): one row, id 1. */
export interface SiteDetailsTable {
  id: number;
  address: string;
  phone: string;
  email: string;
  /** Decimal degrees as text, so both databases keep them exactly as given. */
  latitude: string;
  longitude: string;
  /** JSON: the opening hours' lines, [{ label, days, opens, closes }]. */
  hours: string;
  /** JSON: [{ network, label, href }]. */
  social: string;
  /** No text: no announcement bar. */
  announcement_text: string | null;
  announcement_link: string | null;
  /** UTC instants; null: no limit. */
  announcement_from: string | null;
  announcement_until: string | null;
  version: number;
  updated_at: string;
}

/** A day the usual hours do not hold: closed (1), or open from `opens` to `closes`. */
export interface SiteSpecialHoursTable {
  /** The gym's local date, "2026-12-24". */
  local_date: string;
  closed: number;
  opens: string | null;
  closes: string | null;
  note: string;
}

/** An uploaded picture (migration 0191, decision 0201); its id is its content's hash. */
export interface MediaTable {
  id: string;
  /** What it shows, for visitors who cannot see it. */
  alt: string;
  /** The file's name as uploaded, for staff. */
  file_name: string;
  /** What it was, read from its bytes: image/jpeg, image/png, image/webp, image/avif. */
  source_type: string;
  /** Upright, as uploaded. */
  width: number;
  height: number;
  /** The bytes of all its sizes. */
  stored_bytes: number;
  storage: "database" | "s3";
  version: number;
  /** Who uploaded it; null once their account is deleted. */
  uploaded_by_id: string | null;
  uploaded_by_name: string;
  created_at: string;
  updated_at: string;
}

/** One size of an uploaded picture: "classes-800.avif". */
export interface MediaFilesTable {
  media_id: string;
  name: string;
  content_type: string;
  size: number;
  /** Null when the bytes are in S3-compatible storage. */
  bytes: Uint8Array | null;
}

/** The gallery, in order: "media/<id>" or "gallery/<artwork name>". */
export interface GalleryPicturesTable {
  id: string;
  picture: string;
  alt: string;
  position: number;
}
