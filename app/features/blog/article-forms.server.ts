import { data, redirect } from "react-router";
import { formatArticleDate } from "#app/content/blog.ts";
import { requireStaffViewer, requireStaffWriter } from "#app/features/staff/access.server.ts";
import { currentSchedule } from "#app/features/timetable/current-schedule.ts";
import { refreshSchedule } from "#app/features/timetable/schedule-store.server.ts";
import { freshOwnedContent } from "#app/platform/data/owned-content.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";
import type { ArticleAnswer } from "./article-answer.ts";
import { articleJson, staffOrder } from "./article-api.server.ts";
import { changeArticle, createArticle } from "./article-edits.server.ts";
import { ArticleRefused } from "./article-errors.ts";
import { ARTICLE_LIMITS, articleFields } from "./article-fields.ts";
import { type ArticlesData, effectiveStatus, gymDateTime, isLive, type StoredArticle } from "./article-records.ts";
import { articlesContent } from "./articles-content.server.ts";
import { coverChoices, coverImage, isCoverChoice } from "./cover-pictures.ts";
import { markdownToHtml } from "./markdown.server.ts";
import { uploadedCovers } from "./uploaded-covers.server.ts";

/**
 * The pages of /staff/blog: the list, the editor's choices and its two posts (preview and
 * save), with or without JavaScript. Every post passes the desk's write gate, which refuses
 * the demo staff account; every page the viewer gate.
 */

/** "Published 18 November 2026", "Scheduled for 1 December 2026, 09:00", "Draft". */
export function statusLabel(article: StoredArticle, nowMs: number = clock.millis()): string {
  const status = effectiveStatus(article, nowMs);
  if (status === "draft" || !article.publishAt) return "Draft";
  const local = gymDateTime(article.publishAt);
  if (status === "scheduled") return `Scheduled for ${formatArticleDate(local.slice(0, 10))}, ${local.slice(11, 16)}`;
  return `Published ${formatArticleDate(local.slice(0, 10))}`;
}

async function articlesNow(request: Request, services: Services) {
  const viewer = await requireStaffViewer(request, services);
  const [{ value }] = await Promise.all([
    freshOwnedContent(services.database, articlesContent),
    refreshSchedule(services.database),
  ]);
  return { viewer, data: value };
}

export async function loadArticleList(request: Request, services: Services) {
  const { data: articles } = await articlesNow(request, services);
  const now = clock.millis();
  return {
    articles: [...articles.articles].sort(staffOrder).map((article) => ({
      id: article.id,
      title: article.title,
      path: `/blog/${article.slug}`,
      live: isLive(article, now),
      status: effectiveStatus(article, now),
      label: statusLabel(article, now),
      author: article.authorName,
      category: article.category,
    })),
  };
}

/** What the editor offers: the trainers (and the author as it was), the pictures, the categories and tags there are. */
function choices(data: ArticlesData, article: StoredArticle | null) {
  const trainers = currentSchedule()
    .trainers.filter((trainer) => !trainer.retired || trainer.id === article?.authorId)
    .map((trainer) => ({ value: trainer.id, label: trainer.name }));
  if (article && article.authorId === null) trainers.unshift({ value: article.authorName, label: article.authorName });
  const uploads = uploadedCovers();
  const covers = coverChoices(uploads).map((choice) => ({ value: choice.value, label: choice.label }));
  if (article && !isCoverChoice(article.coverPicture, uploads))
    covers.unshift({ value: article.coverPicture, label: article.coverPicture });
  return {
    trainers,
    covers,
    categories: [...new Set(data.articles.map((entry) => entry.category))].sort(),
    tags: [...new Set(data.articles.flatMap((entry) => entry.tags))].sort(),
  };
}

/** The article's fields as the form writes them. */
export function formValues(article: StoredArticle, nowMs: number = clock.millis()): Record<string, string> {
  return {
    title: article.title,
    slug: article.slug,
    summary: article.summary,
    body: article.body,
    category: article.category,
    tags: article.tags.join(", "),
    author: article.authorId ?? article.authorName,
    coverPicture: article.coverPicture,
    coverAlt: article.coverAlt,
    status: effectiveStatus(article, nowMs),
    publishAt: article.publishAt ? gymDateTime(article.publishAt) : "",
  };
}

export async function loadNewArticle(request: Request, services: Services) {
  const { data: articles } = await articlesNow(request, services);
  return { choices: choices(articles, null), limits: ARTICLE_LIMITS };
}

export async function loadArticleEditor(request: Request, id: string, services: Services) {
  const { data: articles } = await articlesNow(request, services);
  const article = articles.articles.find((candidate) => candidate.id === id);
  if (!article) throw data(null, { status: 404, statusText: "Not Found" });
  const saved = new URL(request.url).searchParams.get("saved") === "1";
  return {
    article: { ...articleJson(article, articles), label: statusLabel(article) },
    values: formValues(article),
    choices: choices(articles, article),
    limits: ARTICLE_LIMITS,
    saved: saved ? savedMessage(article) : null,
  };
}

/** What a save did, in the words of the status it left. */
function savedMessage(article: StoredArticle): string {
  const status = effectiveStatus(article, clock.millis());
  if (status === "draft") return "Saved as a draft: only staff see it.";
  if (status === "scheduled") return `Saved: ${statusLabel(article).toLowerCase()}. It goes live by itself then.`;
  return `Saved: it is on the blog at /blog/${article.slug}.`;
}

/** Every text field as sent (the Markdown whole: it is refused above its limit, never cut). */
async function postedValues(request: Request): Promise<Record<string, string>> {
  const form = await request.formData().catch(() => new FormData());
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") values[name] = value;
  return values;
}

/** The form's text as the article's fields: tags split at commas, empty choices left out. */
function fieldsOf(values: Record<string, string>) {
  const given = (name: string) => (values[name]?.trim() ? values[name] : undefined);
  return articleFields.safeParse({
    title: values.title ?? "",
    slug: given("slug")?.trim(),
    summary: values.summary ?? "",
    body: values.body ?? "",
    category: values.category ?? "",
    tags: (values.tags ?? "")
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
    author: values.author ?? "",
    coverPicture: values.coverPicture ?? "",
    coverAlt: given("coverAlt"),
    status: values.status ?? "",
    publishAt: values.status === "scheduled" ? (given("publishAt") ?? null) : null,
  });
}

function refused(message: string, values: Record<string, string>, status = 400) {
  return data<ArticleAnswer>({ tone: "error", message, values }, { status });
}

function preview(values: Record<string, string>) {
  const body = (values.body ?? "").replace(/\r\n?/g, "\n");
  if (body.length > ARTICLE_LIMITS.bodyMax) {
    return refused(`Keep the article's text to ${ARTICLE_LIMITS.bodyMax.toLocaleString("en")} characters.`, values);
  }
  const picture = values.coverPicture ?? "";
  const known = coverChoices(uploadedCovers()).find((choice) => choice.value === picture);
  const cover = known ? coverImage(picture, values.coverAlt?.trim() || known.subject) : null;
  return data<ArticleAnswer>({
    tone: "preview",
    message: "The preview shows the text as the article's page will. Nothing is saved until you save.",
    values,
    preview: { html: markdownToHtml(body), cover },
  });
}

/** The editor's posts: `intent` preview-article shows what was typed, save-article saves it. */
export async function articleAction(request: Request, id: string | null, services: Services) {
  const staff = await requireStaffWriter(request, services);
  const values = await postedValues(request);
  const { intent = "" } = values;
  if (intent === "preview-article") return preview(values);
  if (intent !== "save-article") return refused("That form is not on this page. Please try again.", values);
  const parsed = fieldsOf(values);
  if (!parsed.success) return refused(parsed.error.issues[0]?.message ?? "Check the form.", values);
  const version = Number(values.version);
  if (id !== null && !(Number.isInteger(version) && version >= 1)) return refused("Reload the page.", values);
  await refreshSchedule(services.database);
  const context = { actor: { id: staff.id, label: staff.email } };
  try {
    if (id === null) {
      const { article } = await createArticle(services.database, parsed.data, context);
      return redirect(`/staff/blog/${article.id}?saved=1`, 303);
    }
    const { article } = await changeArticle(services.database, id, { ...parsed.data, version }, context);
    return data<ArticleAnswer>({ tone: "success", message: savedMessage(article) });
  } catch (error) {
    if (!(error instanceof ArticleRefused)) throw error;
    return refused(error.message, values, error.status);
  }
}
