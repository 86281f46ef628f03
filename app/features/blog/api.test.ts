import { parseFeed } from "@rowanmanning/feed-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles as sampleArticles } from "#app/content/blog.ts";
import { currentSchedule } from "#app/features/timetable/current-schedule.ts";
import { clock } from "#app/platform/time/clock.ts";
import { type ApiMember, api, expectApiError, signUp } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import type { RunningServer } from "#tests/support/server-process.ts";
import { signInDemoStaff, signUpStaff, startStaffServer } from "#tests/support/staff-server.ts";
import { gymDateTime } from "./article-records.ts";
import { blogSlug } from "./articles.ts";
import { coverChoices } from "./cover-pictures.ts";
import { type ArticleJson, articleBody, articleFixture } from "./test-support.ts";

/**
 * The staff API of the blog (docs/api.md), over HTTP against the production server on both
 * databases: who may read and write, every refusal with its code, and what visitors see of
 * each save at once: the list and its counts, the article's page, the feed, the sitemap, the
 * old address of a moved article. The articles are the test's own (test-articles.ts).
 */
describe.each(databaseKinds)("the blog's staff API over HTTP, on %s", (kind) => {
  let fresh: FreshDatabase;
  let server: RunningServer;
  let staff: ApiMember;
  let member: ApiMember;
  let demo: ApiMember;

  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    server = await startStaffServer(fresh);
    staff = await signUpStaff(server, fresh.database);
    member = await signUp(server, "member");
    demo = await signInDemoStaff(server);
  });
  afterAll(async () => {
    await server?.stop();
    await fresh?.dispose();
  });

  const post = (json: unknown, who: ApiMember | null = staff) =>
    api(server, "/api/staff/articles", { member: who, method: "POST", json });
  const patch = (id: string, json: unknown, who: ApiMember | null = staff) =>
    api(server, `/api/staff/articles/${id}`, { member: who, method: "PATCH", json });
  const created = async (json: unknown) => {
    const response = await post(json);
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { article: ArticleJson }).article;
  };
  const changed = async (id: string, json: unknown) => {
    const response = await patch(id, json);
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { article: ArticleJson }).article;
  };
  const page = (path: string) => fetch(`${server.origin}${path}`, { redirect: "manual" });
  /** A page's text, without the comments React puts between adjacent texts. */
  const text = async (path: string) => (await (await page(path)).text()).replaceAll("<!-- -->", "");
  /**
   * A page every visitor gets alike, once it shows `wanted`: the server renders it again
   * after a change and serves the page it had meanwhile (decision 0071).
   */
  const shows = (path: string, wanted: string) =>
    expect.poll(() => text(path), { timeout: 5000, interval: 100 }).toContain(wanted);

  it("lists every article to staff and the demo staff account, the sample imported once, refusing visitors and members", async () => {
    await expectApiError(await api(server, "/api/staff/articles"), 401, "NOT_SIGNED_IN");
    await expectApiError(await api(server, "/api/staff/articles", { member }), 403, "STAFF_ONLY");
    expect((await api(server, "/api/staff/articles", { member: demo })).status).toBe(200);
    const listed = (await (await api(server, "/api/staff/articles", { member: staff })).json()) as {
      articles: ArticleJson[];
    };
    expect(listed.articles.map((article) => article.slug).sort()).toEqual(
      sampleArticles.map((article) => article.slug).sort(),
    );
    for (const article of listed.articles) {
      expect(article).toMatchObject({ status: "published", live: true, version: 1 });
    }
    const [first] = listed.articles;
    const one = await api(server, `/api/staff/articles/${first?.id}`, { member: staff });
    expect(((await one.json()) as { article: ArticleJson }).article).toEqual(first);
    await expectApiError(
      await api(server, "/api/staff/articles/no-such-id", { member: staff }),
      404,
      "ARTICLE_NOT_FOUND",
    );
  });

  it("refuses every bad or conflicting new article with its code, and the demo staff account any", async () => {
    const body = articleBody(articleFixture());
    await expectApiError(await post(body, null), 401, "NOT_SIGNED_IN");
    await expectApiError(await post(body, member), 403, "STAFF_ONLY");
    await expectApiError(await post(body, demo), 403, "DEMO_READ_ONLY");
    await expectApiError(await post({ ...body, rating: 5 }), 400, "INVALID_BODY");
    await expectApiError(await post({ ...body, title: "  " }), 400, "INVALID_BODY");
    await expectApiError(await post({ ...body, slug: "Not A Slug" }), 400, "INVALID_BODY");
    await expectApiError(await post({ ...body, status: "live" }), 400, "INVALID_BODY");
    await expectApiError(await post({ ...body, body: "x".repeat(20_001) }), 400, "INVALID_BODY");
    await expectApiError(await post({ ...body, author: "no-such-trainer" }), 400, "UNKNOWN_TRAINER");
    await expectApiError(await post({ ...body, coverPicture: "blog/no-such-picture" }), 400, "UNKNOWN_PICTURE");
    await expectApiError(await post({ ...body, slug: sampleArticles[0]?.slug }), 409, "SLUG_TAKEN");
    const past = gymDateTime(new Date(clock.millis() - 60_000).toISOString());
    await expectApiError(await post({ ...body, status: "scheduled", publishAt: past }), 400, "INVALID_INPUT");
    await expectApiError(await post({ ...body, status: "scheduled" }), 400, "INVALID_INPUT");
    const notJson = await api(server, "/api/staff/articles", {
      member: staff,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    await expectApiError(notJson, 400, "INVALID_JSON");
    const wrongType = await api(server, "/api/staff/articles", {
      member: staff,
      method: "POST",
      headers: { "content-type": "text/plain" },
    });
    await expectApiError(wrongType, 415, "UNSUPPORTED_MEDIA_TYPE");
  });

  it("keeps a draft off the blog; published, it is on the list with its category counted, its page, the feed and the sitemap at once", async () => {
    const fixture = articleFixture();
    const draft = await created(articleBody(fixture));
    expect(draft).toMatchObject({ title: fixture.title, status: "draft", live: false, publishAt: null, version: 1 });
    expect(draft.slug).toBe(blogSlug(fixture.title));
    expect((await page(draft.path)).status).toBe(404);
    expect(await text("/blog")).not.toContain(fixture.title);
    expect(await text("/sitemap.xml")).not.toContain(draft.path);

    const published = await changed(draft.id, { status: "published", version: draft.version });
    expect(published).toMatchObject({ status: "published", live: true, version: 2 });
    await shows("/blog", fixture.title);
    const list = await text("/blog");
    // A category of its own: the sidebar counts this one article in it.
    expect(list).toMatch(new RegExp(`${fixture.category}</span> <span[^>]*>\\(1\\)`));
    const article = await page(draft.path);
    expect(article.status).toBe(200);
    const html = await article.text();
    expect(html).toContain(`<h2>${fixture.heading}</h2>`);
    expect(html).toContain(`<strong>${fixture.strong}</strong>`);
    expect(html).toContain(`<a href="${fixture.link}">`);
    // What the Markdown may not put on a public page is gone: scripts, handlers, javascript: links.
    expect(html).not.toContain(fixture.scriptMarker);
    expect(html).not.toMatch(/onerror=|javascript:/i);
    const feed = parseFeed(await text("/blog/feed.xml"));
    // Where it stands in the feed depends on the sample's dates and today's: it is there, whole.
    const item = feed.items.find((candidate) => candidate.title === fixture.title);
    expect(item?.content).toContain(`<h2>${fixture.heading}</h2>`);
    expect(await text("/sitemap.xml")).toContain(`${draft.path}</loc>`);
    expect(await text(`/blog?q=${fixture.bodyWord}`)).toContain(fixture.title);
    expect(await text(`/blog?category=${blogSlug(fixture.category)}`)).toContain(fixture.title);
  });

  it("refuses a save from a version someone else has changed since, with 409 STALE_VERSION, and records each save in the audit log", async () => {
    const article = await created(articleBody(articleFixture()));
    const first = await changed(article.id, { summary: "A summary changed first.", version: article.version });
    await expectApiError(
      await patch(article.id, { summary: "A summary from the old version.", version: article.version }),
      409,
      "STALE_VERSION",
    );
    await expectApiError(
      await patch(article.id, { title: "Demo's", version: first.version }, demo),
      403,
      "DEMO_READ_ONLY",
    );
    await expectApiError(await patch("no-such-id", { title: "Nobody's", version: 1 }), 404, "ARTICLE_NOT_FOUND");
    await expectApiError(await patch(article.id, { title: "No version" }), 400, "INVALID_BODY");
    const entries = await fresh.database.db
      .selectFrom("staff_audit_log")
      .select(["action", "actor", "subject_type", "before_state", "after_state"])
      .where("subject_id", "=", article.id)
      .orderBy("seq")
      .execute();
    expect(entries.map((entry) => [entry.action, entry.actor, entry.subject_type])).toEqual([
      ["article.added", staff.email, "article"],
      ["article.changed", staff.email, "article"],
    ]);
    expect(JSON.parse(entries[1]?.after_state ?? "{}")).toMatchObject({ summary: "A summary changed first." });
  });

  it("sends the old address of a moved article on to its new one with 301, and lists only the new one", async () => {
    const article = await created({ ...articleBody(articleFixture()), status: "published" });
    const slug = `${article.slug}-moved`;
    const moved = await changed(article.id, { slug, version: article.version });
    expect(moved).toMatchObject({ slug, formerSlugs: [article.slug] });
    const old = await page(article.path);
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe(`/blog/${slug}`);
    expect((await page(`/blog/${slug}`)).status).toBe(200);
    const sitemap = await text("/sitemap.xml");
    expect(sitemap).toContain(`/blog/${slug}</loc>`);
    expect(sitemap).not.toContain(`${article.path}</loc>`);
    // Moved back, the first address is its own again.
    const back = await changed(article.id, { slug: article.slug, version: moved.version });
    expect(back.formerSlugs).toEqual([slug]);
    expect((await page(article.path)).status).toBe(200);
  });

  it("puts a scheduled article on the blog when its time comes, with no restart, and names its author and cover as chosen", async () => {
    const trainer = currentSchedule().trainers.find((candidate) => !candidate.retired);
    const cover = coverChoices().at(-1);
    const goesLive = gymDateTime(new Date(clock.millis() + 3000).toISOString());
    const fixture = articleFixture();
    const scheduled = await created({
      ...articleBody(fixture),
      author: trainer?.name,
      coverPicture: cover?.value,
      coverAlt: undefined,
      status: "scheduled",
      publishAt: goesLive,
    });
    expect(scheduled).toMatchObject({
      status: "scheduled",
      live: false,
      publishAt: goesLive,
      author: trainer?.id,
      authorName: trainer?.name,
      coverAlt: cover?.subject,
    });
    expect(await text("/blog")).not.toContain(fixture.title);
    await expect.poll(() => text("/blog"), { timeout: 10_000, interval: 100 }).toContain(fixture.title);
    expect((await page(scheduled.path)).status).toBe(200);
    expect(await text(scheduled.path)).toContain(`By ${trainer?.name}`);
    expect(await text("/blog/feed.xml")).toContain(fixture.title);
  });
});
