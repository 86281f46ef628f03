import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { articles } from "#app/content/blog.ts";
import { importSampleSchedule } from "#app/features/timetable/schedule-import.server.ts";
import { openDatabase } from "#app/platform/data/database.server.ts";
import { migrate } from "#app/platform/data/migrations.server.ts";
import { importOwnedContent, loadOwnedContent } from "#app/platform/data/owned-content.server.ts";
import { databaseKinds, type FreshDatabase, freshDatabase, freshPostgresDatabase } from "#tests/support/databases.ts";
import { betterAuthTables } from "#tests/support/migrate.ts";
import { changeArticle } from "./article-edits.server.ts";
import { articlesContent } from "./articles-content.server.ts";
import { sampleArticlesData } from "./sample-articles.ts";

const actor = { id: null, label: "test" };

describe.each(databaseKinds)("a new gym's first start, on %s: the articles", (kind) => {
  let fresh: FreshDatabase;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  it("gives an empty database the sample articles of app/content, as a process that read no database serves them", async () => {
    const snapshot = await loadOwnedContent(fresh.database, articlesContent);
    expect(snapshot.version).toBe(1);
    expect(snapshot.value.articles.map((article) => article.slug).sort()).toEqual(
      articles.map((article) => article.slug).sort(),
    );
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect([...snapshot.value.articles].sort(byId)).toEqual([...sampleArticlesData().articles].sort(byId));
  });

  it("never overwrites the gym's own articles: a restart or an upgrade imports nothing again", async () => {
    const [sample] = sampleArticlesData().articles;
    if (!sample) throw new Error("the sample blog is empty");
    await changeArticle(
      fresh.database,
      sample.id,
      { title: "The gym's own title", version: sample.version },
      { actor },
    );
    const edited = await loadOwnedContent(fresh.database, articlesContent);
    expect(await importOwnedContent(fresh.database.db, [articlesContent])).toEqual([]);
    await migrate(fresh.database);
    expect((await loadOwnedContent(fresh.database, articlesContent)).value).toEqual(edited.value);
    expect(edited.value.articles.find((article) => article.id === sample.id)?.title).toBe("The gym's own title");
  });
});

describe.runIf(databaseKinds.includes("postgres"))("the sample articles on an empty PostgreSQL", () => {
  it("are imported once when several servers start together", async () => {
    const { url, dispose } = await freshPostgresDatabase({ empty: true });
    const servers = Array.from({ length: 3 }, () => openDatabase({ kind: "postgres", url, poolSize: 2 }));
    try {
      const imported: string[][] = [];
      await Promise.all(
        servers.map((database) =>
          migrate(database, betterAuthTables(database), async () => {
            await importSampleSchedule(database.db);
            imported.push(await importOwnedContent(database.db, [articlesContent]));
          }),
        ),
      );
      expect(imported.map((names) => names.join()).sort()).toEqual(["", "", "articles"]);
      const first = servers[0];
      if (!first) throw new Error("no server");
      expect(await first.db.selectFrom("articles").select("id").execute()).toHaveLength(articles.length);
    } finally {
      await Promise.all(servers.map((database) => database.close()));
      await dispose();
    }
  });
});
