import { articleBodies } from "#app/content/article-bodies.ts";
import { articles } from "#app/content/blog.ts";
import { sampleScheduleData } from "#app/features/timetable/sample-schedule.ts";
import { slugOf } from "#app/features/timetable/schedule.ts";
import { type ArticlesData, instantOfGymDateTime, type StoredArticle } from "./article-records.ts";
import { sampleCoverOf } from "./cover-pictures.ts";

/**
 * The articles of app/content as the database would hold them: what the first start imports
 * (articles-content.server.ts), and what a process serves before it has read a database.
 * Each is published at the gym's midnight of its day; its id is its slug, so the sample and
 * an imported database agree, and its author is the timetable's trainer of that name.
 */
export function sampleArticlesData(): ArticlesData {
  const trainerIds = new Set(sampleScheduleData().trainers.map((trainer) => trainer.id));
  return {
    articles: articles.map((article): StoredArticle => {
      const publishAt = instantOfGymDateTime(`${article.published}T00:00`);
      const authorId = slugOf(article.author);
      return {
        id: article.slug,
        slug: article.slug,
        title: article.title,
        summary: article.summary,
        body: (articleBodies[article.slug] ?? "").trim(),
        category: article.category,
        tags: [...article.tags],
        authorId: trainerIds.has(authorId) ? authorId : null,
        authorName: article.author,
        coverPicture: sampleCoverOf(article.image),
        coverAlt: article.image.alt,
        status: "published",
        publishAt,
        version: 1,
        createdAt: publishAt,
        updatedAt: publishAt,
      };
    }),
    redirects: [],
  };
}
