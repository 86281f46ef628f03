import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clock } from "#app/platform/time/clock.ts";
import { type ApiMember, api } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { type RunningServer, startServer } from "#tests/support/server-process.ts";
import { signUpStaff } from "#tests/support/staff-server.ts";
import { TEST_SECRET } from "#tests/support/test-settings.ts";
import { type ArticleJson, articleBody, articleFixture } from "./test-support.ts";

/**
 * Two production servers on one PostgreSQL database, as a deployment behind a proxy runs
 * them: an article published on one is on the other's list, page, feed and sitemap within
 * 5 seconds, and its old address redirects there too once its slug changes.
 */
const WITHIN_MS = 5000;

/** Polls `check` until it holds; the milliseconds it took. */
async function timeUntil(check: () => Promise<boolean>, limitMs = 3 * WITHIN_MS): Promise<number> {
  const started = clock.millis();
  while (!(await check())) {
    if (clock.millis() - started > limitMs) throw new Error(`not seen within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return clock.millis() - started;
}

describe.runIf(databaseKinds.includes("postgres"))(
  "an article published on one of two servers sharing PostgreSQL",
  () => {
    let fresh: FreshDatabase;
    let first: RunningServer;
    let second: RunningServer;
    let staff: ApiMember;

    beforeAll(async () => {
      fresh = await freshDatabase("postgres");
      const env = { ...fresh.env, BETTER_AUTH_SECRET: TEST_SECRET, DEMO_EMAIL: "", AUTH_RATE_LIMIT_MAX: "1000" };
      [first, second] = await Promise.all([startServer(env), startServer(env)]);
      staff = await signUpStaff(first, fresh.database);
    });
    afterAll(async () => {
      await Promise.all([first?.stop(), second?.stop()]);
      await fresh?.dispose();
    });

    const textOn = async (server: RunningServer, path: string) =>
      (await (await fetch(`${server.origin}${path}`, { redirect: "manual" })).text()).replaceAll("<!-- -->", "");

    it("is on the other server's blog list, article page, feed and sitemap within 5 seconds", async () => {
      const fixture = articleFixture();
      const posted = await api(first, "/api/staff/articles", {
        member: staff,
        method: "POST",
        json: { ...articleBody(fixture), status: "published" },
      });
      expect(posted.status).toBe(201);
      const { article } = (await posted.json()) as { article: ArticleJson };
      const seen = await Promise.all([
        timeUntil(async () => (await textOn(second, "/blog")).includes(fixture.title)),
        timeUntil(async () => (await textOn(second, article.path)).includes(`<h2>${fixture.heading}</h2>`)),
        timeUntil(async () => (await textOn(second, "/blog/feed.xml")).includes(fixture.title)),
        timeUntil(async () => (await textOn(second, "/sitemap.xml")).includes(`${article.path}</loc>`)),
      ]);
      for (const took of seen) expect(took).toBeLessThan(WITHIN_MS);
    });

    it("sends the old address to the new one on the other server too, once the slug changed", async () => {
      const posted = await api(first, "/api/staff/articles", {
        member: staff,
        method: "POST",
        json: { ...articleBody(articleFixture()), status: "published" },
      });
      const { article } = (await posted.json()) as { article: ArticleJson };
      const slug = `${article.slug}-renamed`;
      const changed = await api(first, `/api/staff/articles/${article.id}`, {
        member: staff,
        method: "PATCH",
        json: { slug, version: article.version },
      });
      expect(changed.status).toBe(200);
      const took = await timeUntil(async () => {
        const old = await fetch(`${second.origin}${article.path}`, { redirect: "manual" });
        await old.arrayBuffer();
        return old.status === 301 && old.headers.get("location") === `/blog/${slug}`;
      });
      expect(took).toBeLessThan(WITHIN_MS);
    });
  },
);
