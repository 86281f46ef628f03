import { staffForApi } from "#app/features/staff/api-access.server.ts";
import { refreshSchedule } from "#app/features/timetable/schedule-store.server.ts";
import { freshOwnedContent } from "#app/platform/data/owned-content.server.ts";
import { apiError, apiJson, readJsonBody } from "#app/platform/http/json-api.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";
import { type ArticleEditContext, changeArticle, createArticle } from "./article-edits.server.ts";
import { ArticleRefused } from "./article-errors.ts";
import { articleChange, articleFields } from "./article-fields.ts";
import { type ArticlesData, gymDateTime, isLive, type StoredArticle } from "./article-records.ts";
import { articlePath } from "./articles.ts";
import { articlesContent } from "./articles-content.server.ts";

/**
 * The staff JSON API of the blog (docs/api.md, "Articles, for staff"): every article in any
 * state, a new one, a change from the version read. The same saves as /staff/blog makes.
 */
export function articleJson(article: StoredArticle, data: ArticlesData, nowMs: number = clock.millis()) {
  return {
    id: article.id,
    slug: article.slug,
    path: articlePath(article.slug),
    title: article.title,
    summary: article.summary,
    body: article.body,
    category: article.category,
    tags: article.tags,
    author: article.authorId,
    authorName: article.authorName,
    coverPicture: article.coverPicture,
    coverAlt: article.coverAlt,
    status: article.status,
    live: isLive(article, nowMs),
    publishAt: article.publishAt ? gymDateTime(article.publishAt) : null,
    publishAtUtc: article.publishAt,
    formerSlugs: data.redirects
      .filter((redirect) => redirect.articleId === article.id)
      .map((redirect) => redirect.oldSlug),
    version: article.version,
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
  };
}

/** Drafts first, then scheduled and published ones, the latest moment first; the latest change first among equals. */
export function staffOrder(a: StoredArticle, b: StoredArticle): number {
  const key = (article: StoredArticle) => (article.status === "draft" ? "9999" : (article.publishAt ?? ""));
  return key(b).localeCompare(key(a)) || b.updatedAt.localeCompare(a.updatedAt);
}

async function answer(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Response) return error;
    if (error instanceof ArticleRefused) return apiError(error.status, error.code, error.message);
    throw error;
  }
}

async function writer(request: Request, services: Services): Promise<ArticleEditContext> {
  const { staff, refused } = await staffForApi(request, services, { write: true });
  if (refused) throw refused;
  // The author is a trainer as the timetable has them this moment (an edit may have gone to another server).
  await refreshSchedule(services.database);
  return { actor: { id: staff.id, label: staff.email } };
}

/** GET /api/staff/articles: every article, drafts and scheduled ones first. */
export async function listArticles(request: Request, services: Services): Promise<Response> {
  const { refused } = await staffForApi(request, services, { write: false });
  if (refused) return refused;
  const { value } = await freshOwnedContent(services.database, articlesContent);
  return apiJson({ articles: [...value.articles].sort(staffOrder).map((article) => articleJson(article, value)) });
}

/** GET /api/staff/articles/:id */
export async function getArticle(request: Request, id: string, services: Services): Promise<Response> {
  const { refused } = await staffForApi(request, services, { write: false });
  if (refused) return refused;
  const { value } = await freshOwnedContent(services.database, articlesContent);
  const article = value.articles.find((candidate) => candidate.id === id);
  if (!article) return apiError(404, "ARTICLE_NOT_FOUND", "There is no such article.");
  return apiJson({ article: articleJson(article, value) });
}

/** POST /api/staff/articles → 201 { article } */
export function postArticle(request: Request, services: Services): Promise<Response> {
  return answer(async () => {
    const context = await writer(request, services);
    const fields = await readJsonBody(request, articleFields);
    const { article } = await createArticle(services.database, fields, context);
    return apiJson({ article: articleJson(article, articlesContent.current().value) }, { status: 201 });
  });
}

/** PATCH /api/staff/articles/:id { …, version } → 200 { article } */
export function patchArticle(request: Request, id: string, services: Services): Promise<Response> {
  return answer(async () => {
    const context = await writer(request, services);
    const change = await readJsonBody(request, articleChange);
    const { article } = await changeArticle(services.database, id, change, context);
    return apiJson({ article: articleJson(article, articlesContent.current().value) });
  });
}
