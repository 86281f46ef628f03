import type { Kysely } from "kysely";
import type { Tables } from "#app/platform/data/database.server.ts";
import { type OwnedContent, ownedContent } from "#app/platform/data/owned-content.server.ts";
import type { ArticleStatus, ArticlesData, StoredArticle } from "./article-records.ts";
import { sampleArticlesData } from "./sample-articles.ts";

/**
 * The blog as content the database owns (decision 0180): imported from app/content on the
 * first start, then read from the articles tables; every server keeps a snapshot and polls
 * its version (app/platform/data/owned-content.server.ts).
 */
type Db = Kysely<Tables>;

export function articleRow(article: StoredArticle) {
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    body: article.body,
    category: article.category,
    tags: JSON.stringify(article.tags),
    author_id: article.authorId,
    author_name: article.authorName,
    cover_picture: article.coverPicture,
    cover_alt: article.coverAlt,
    status: article.status,
    publish_at: article.publishAt,
    version: article.version,
    created_at: article.createdAt,
    updated_at: article.updatedAt,
  };
}

const parseTags = (text: string): string[] => {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((tag): tag is string => typeof tag === "string") : [];
};

async function loadArticles(trx: Db): Promise<ArticlesData> {
  const [rows, redirects] = await Promise.all([
    trx.selectFrom("articles").selectAll().execute(),
    trx.selectFrom("article_redirects").select(["old_slug", "article_id"]).execute(),
  ]);
  return {
    articles: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      body: row.body,
      category: row.category,
      tags: parseTags(row.tags),
      authorId: row.author_id,
      authorName: row.author_name,
      coverPicture: row.cover_picture,
      coverAlt: row.cover_alt,
      status: row.status as ArticleStatus,
      publishAt: row.publish_at,
      version: Number(row.version),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    })),
    redirects: redirects.map((row) => ({ oldSlug: row.old_slug, articleId: row.article_id })),
  };
}

/** The sample, with each author a trainer only if the database has that trainer (the schedule is imported first). */
async function importSampleArticles(trx: Db): Promise<void> {
  const { articles } = sampleArticlesData();
  if (articles.length === 0) return;
  const trainers = new Set((await trx.selectFrom("trainers").select("id").execute()).map((row) => row.id));
  await trx
    .insertInto("articles")
    .values(
      articles.map((article) =>
        articleRow({
          ...article,
          authorId: article.authorId && trainers.has(article.authorId) ? article.authorId : null,
        }),
      ),
    )
    .execute();
}

export const articlesContent: OwnedContent<ArticlesData> = ownedContent({
  name: "articles",
  sample: sampleArticlesData,
  importSample: importSampleArticles,
  load: loadArticles,
});
