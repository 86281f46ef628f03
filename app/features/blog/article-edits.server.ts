import { createHash, randomUUID } from "node:crypto";
import { type AuditActor, type AuditState, recordStaffAction } from "#app/features/staff/audit.server.ts";
import { currentSchedule } from "#app/features/timetable/current-schedule.ts";
import type { Schedule } from "#app/features/timetable/schedule.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { editOwnedContent } from "#app/platform/data/owned-content.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { ArticleRefused } from "./article-errors.ts";
import type { ArticleChange, ArticleFields } from "./article-fields.ts";
import { type ArticlesData, gymDateTime, instantOfGymDateTime, isLive, type StoredArticle } from "./article-records.ts";
import { blogSlug } from "./articles.ts";
import { articleRow, articlesContent } from "./articles-content.server.ts";
import { coverChoices, isCoverChoice } from "./cover-pictures.ts";
import { uploadedCovers } from "./uploaded-covers.server.ts";

/**
 * Writing and changing articles (/staff/blog and /api/staff/articles): each save one write
 * transaction that raises the articles' version (every server shows it within a second or
 * two), checks the article against the others (its address is its own), records where its
 * address was before (answered with 301), and writes the audit entry. A save made from a
 * version someone else has changed since is refused (STALE_VERSION), never merged unseen.
 */
export interface ArticleEditContext {
  actor: AuditActor;
  now?: Date;
}

function refuseStale(article: StoredArticle): never {
  throw new ArticleRefused(
    "STALE_VERSION",
    `Someone else saved “${article.title}” since you opened it: nothing was saved. Your text is kept here; look at the article as it is now and make your change there.`,
  );
}

/** A trainer of the timetable named by id or by name; the article's author as it was is always allowed. */
function authorOf(schedule: Schedule, given: string, before: StoredArticle | null) {
  if (before && (given === before.authorId || (before.authorId === null && given === before.authorName))) {
    return {
      id: before.authorId,
      name: before.authorId
        ? (schedule.trainerById.get(before.authorId)?.name ?? before.authorName)
        : before.authorName,
    };
  }
  const trainer =
    schedule.trainerById.get(given) ??
    schedule.trainers.find((candidate) => candidate.name.toLowerCase() === given.toLowerCase());
  if (!trainer || trainer.retired) {
    throw new ArticleRefused("UNKNOWN_TRAINER", "Choose one of the gym's trainers as the author.");
  }
  return { id: trainer.id, name: trainer.name };
}

/** A category or tag spelled as the blog already has it ("boxing" → "Boxing"), so one name has one list. */
function spelledAsBefore(name: string, known: string[]): string {
  return known.find((candidate) => blogSlug(candidate) === blogSlug(name)) ?? name;
}

/** When the article is public: now, when it was already; the gym's time given, when scheduled. */
function publishing(fields: Pick<ArticleFields, "status" | "publishAt">, before: StoredArticle | null, now: Date) {
  if (fields.status === "draft") return null;
  if (fields.status === "published") {
    return before?.publishAt && isLive(before, now.getTime()) ? before.publishAt : now.toISOString();
  }
  if (!fields.publishAt) {
    throw new ArticleRefused("INVALID_INPUT", "Give the date and time a scheduled article goes live.");
  }
  const instant = instantOfGymDateTime(fields.publishAt);
  const unchanged = before?.status === "scheduled" && before.publishAt === instant;
  if (!unchanged && Date.parse(instant) <= now.getTime()) {
    throw new ArticleRefused("INVALID_INPUT", "Schedule it for a time still to come, or publish it now.");
  }
  return instant;
}

/** What the cover shows: as given, else as it was (the same picture), else the picture's own description. */
function coverAltOf(fields: ArticleFields, before: StoredArticle | null): string {
  if (fields.coverAlt) return fields.coverAlt;
  if (before && before.coverPicture === fields.coverPicture) return before.coverAlt;
  const subject = coverChoices(uploadedCovers()).find((choice) => choice.value === fields.coverPicture)?.subject;
  if (!subject) throw new ArticleRefused("INVALID_INPUT", "Say what the cover picture shows.");
  return subject;
}

/** The article as the fields make it, checked against the blog it joins. */
function articleFrom(
  fields: ArticleFields,
  before: StoredArticle | null,
  data: ArticlesData,
  now: Date,
  id: string,
): StoredArticle {
  const slug = fields.slug ?? before?.slug ?? blogSlug(fields.title).slice(0, 80).replace(/-$/, "");
  if (!slug) throw new ArticleRefused("INVALID_INPUT", "Give the article an address with letters or digits.");
  const twin = data.articles.find((article) => article.slug === slug && article.id !== id);
  if (twin) {
    throw new ArticleRefused("SLUG_TAKEN", `“${twin.title}” is at /blog/${slug} already: choose another address.`);
  }
  if (fields.coverPicture !== before?.coverPicture && !isCoverChoice(fields.coverPicture, uploadedCovers())) {
    throw new ArticleRefused("UNKNOWN_PICTURE", "Choose one of the site's pictures as the cover.");
  }
  const others = data.articles.filter((article) => article.id !== id);
  const author = authorOf(currentSchedule(), fields.author, before);
  const knownTags = others.flatMap((article) => article.tags);
  const tags = [...new Set(fields.tags.map((tag) => spelledAsBefore(tag, knownTags)))];
  const stamp = now.toISOString();
  return {
    id,
    slug,
    title: fields.title,
    summary: fields.summary,
    body: fields.body,
    category: spelledAsBefore(
      fields.category,
      others.map((article) => article.category),
    ),
    tags,
    authorId: author.id,
    authorName: author.name,
    coverPicture: fields.coverPicture,
    coverAlt: coverAltOf(fields, before),
    status: fields.status,
    publishAt: publishing(fields, before, now),
    version: before ? before.version + 1 : 1,
    createdAt: before?.createdAt ?? stamp,
    updatedAt: stamp,
  };
}

/** What the audit log keeps of an article: its fields, its text as a length and a fingerprint (the text is in the article). */
function auditState(article: StoredArticle): AuditState {
  return {
    title: article.title,
    address: `/blog/${article.slug}`,
    status: article.status,
    publishAt: article.publishAt ? gymDateTime(article.publishAt) : null,
    category: article.category,
    tags: article.tags.join(", "),
    author: article.authorName,
    cover: article.coverPicture,
    coverAlt: article.coverAlt,
    summary: article.summary,
    text: `${article.body.split(/\s+/).filter(Boolean).length} words (${createHash("sha256").update(article.body).digest("hex").slice(0, 8)})`,
  };
}

export interface SavedArticle {
  article: StoredArticle;
}

/** A new article (201 in the API). */
export function createArticle(
  database: Database,
  fields: ArticleFields,
  { actor, now = clock.now() }: ArticleEditContext,
) {
  return editOwnedContent(
    database,
    articlesContent,
    async ({ trx, before }): Promise<SavedArticle> => {
      const article = articleFrom(fields, null, before, now, randomUUID());
      await trx.deleteFrom("article_redirects").where("old_slug", "=", article.slug).execute();
      await trx.insertInto("articles").values(articleRow(article)).execute();
      await recordStaffAction(
        trx,
        {
          actor,
          action: "article.added",
          subject: { type: "article", id: article.id, label: article.title },
          before: null,
          after: auditState(article),
        },
        now,
      );
      return { article };
    },
    now,
  );
}

/** A change to an article, from the version the form or the script read. */
export function changeArticle(
  database: Database,
  id: string,
  change: ArticleChange,
  { actor, now = clock.now() }: ArticleEditContext,
) {
  return editOwnedContent(
    database,
    articlesContent,
    async ({ trx, before: data }): Promise<SavedArticle> => {
      const before = data.articles.find((article) => article.id === id);
      if (!before) throw new ArticleRefused("ARTICLE_NOT_FOUND", "There is no such article.");
      if (before.version !== change.version) refuseStale(before);
      const { version: _version, ...given } = change;
      const fields: ArticleFields = {
        title: before.title,
        slug: before.slug,
        summary: before.summary,
        body: before.body,
        category: before.category,
        tags: before.tags,
        author: before.authorId ?? before.authorName,
        coverPicture: before.coverPicture,
        coverAlt: before.coverAlt,
        // A scheduled article gone live is published: saving it keeps it so.
        status: isLive(before, now.getTime()) ? "published" : before.status,
        publishAt: before.publishAt ? gymDateTime(before.publishAt) : null,
        ...Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)),
      };
      // Another picture without words of its own is described as that picture is, not as the old one was.
      if (fields.coverPicture !== before.coverPicture && given.coverAlt === undefined) fields.coverAlt = undefined;
      const article = articleFrom(fields, before, data, now, id);
      const updated = await trx
        .updateTable("articles")
        .set({ ...articleRow(article), id: undefined, created_at: undefined })
        .where("id", "=", id)
        .where("version", "=", before.version)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) refuseStale(before);
      if (article.slug !== before.slug) {
        // The new address is this article's now; the old one leads to it.
        await trx.deleteFrom("article_redirects").where("old_slug", "=", article.slug).execute();
        await trx
          .insertInto("article_redirects")
          .values({ old_slug: before.slug, article_id: id, created_at: now.toISOString() })
          .onConflict((conflict) => conflict.column("old_slug").doUpdateSet({ article_id: id }))
          .execute();
      }
      await recordStaffAction(
        trx,
        {
          actor,
          action: "article.changed",
          subject: { type: "article", id, label: before.title },
          before: auditState(before),
          after: auditState(article),
        },
        now,
      );
      return { article };
    },
    now,
  );
}
