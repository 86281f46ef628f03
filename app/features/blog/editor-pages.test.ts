import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles as sampleArticles } from "#app/content/blog.ts";
import { type ApiMember, api } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import type { RunningServer } from "#tests/support/server-process.ts";
import { signInDemoStaff, signUpStaff, startStaffServer } from "#tests/support/staff-server.ts";
import { type ArticleJson, articleBody, articleFixture } from "./test-support.ts";

/**
 * The pages of /staff/blog over HTTP on both databases, their forms posted as a browser
 * without scripts posts them (multipart): the list with each article's status, the
 * preview (the Markdown as the page will show it, what was typed kept), a new article
 * saved, and a save from a stale page refused with what was typed kept.
 */
describe.each(databaseKinds)("the article editor's pages, on %s", (kind) => {
  let fresh: FreshDatabase;
  let server: RunningServer;
  let staff: ApiMember;
  let demo: ApiMember;

  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    server = await startStaffServer(fresh);
    staff = await signUpStaff(server, fresh.database);
    demo = await signInDemoStaff(server);
  });
  afterAll(async () => {
    await server?.stop();
    await fresh?.dispose();
  });

  const get = async (path: string, who: ApiMember = staff) => {
    const response = await fetch(`${server.origin}${path}`, { headers: { cookie: who.cookie }, redirect: "manual" });
    return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
  };
  const postForm = (path: string, fields: Record<string, string>, who: ApiMember = staff) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return fetch(`${server.origin}${path}`, {
      method: "POST",
      headers: { origin: server.origin, cookie: who.cookie },
      body: form,
      redirect: "manual",
    });
  };
  /** The fixture as the editor's form sends it. */
  const formOf = (fixture: ReturnType<typeof articleFixture>, intent: string) => {
    const { tags, ...fields } = articleBody(fixture);
    return { ...fields, tags: tags.join(", "), intent };
  };
  const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");

  it("lists every article with its status to staff and to the demo staff account", async () => {
    for (const who of [staff, demo]) {
      const { status, html } = await get("/staff/blog", who);
      expect(status).toBe(200);
      for (const article of sampleArticles) expect(html).toContain(escaped(article.title));
      expect(html).toContain("Published ");
    }
  });

  it("previews the Markdown as the page will show it, sanitized, keeping every field as typed; the demo staff account may not", async () => {
    const fixture = articleFixture();
    const response = await postForm("/staff/blog/new", formOf(fixture, "preview-article"));
    expect(response.status).toBe(200);
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html).toContain(`<h2>${fixture.heading}</h2>`);
    expect(html).toContain(`<strong>${fixture.strong}</strong>`);
    expect(html).not.toContain(`<script>document.title`);
    expect(html).toContain(escaped(fixture.title));
    expect(html).toContain(escaped(fixture.category));
    // Nothing was saved.
    expect((await get("/staff/blog")).html).not.toContain(fixture.title);
    expect((await postForm("/staff/blog/new", formOf(fixture, "preview-article"), demo)).status).toBe(403);
  });

  it("saves a new article and opens it, saying what the save did", async () => {
    const fixture = articleFixture();
    const saved = await postForm("/staff/blog/new", { ...formOf(fixture, "save-article"), status: "published" });
    expect(saved.status).toBe(303);
    const location = saved.headers.get("location") ?? "";
    expect(location).toMatch(/^\/staff\/blog\/[\w-]+\?saved=1$/);
    const { html } = await get(location);
    expect(html).toContain("Saved: it is on the blog at /blog/");
    expect(html).toContain(escaped(fixture.title));
  });

  it("refuses a save from a page someone else's save made stale, with 409, keeping what was typed", async () => {
    const created = await api(server, "/api/staff/articles", {
      member: staff,
      method: "POST",
      json: articleBody(articleFixture()),
    });
    const { article } = (await created.json()) as { article: ArticleJson };
    await api(server, `/api/staff/articles/${article.id}`, {
      member: staff,
      method: "PATCH",
      json: { summary: "Changed by someone else.", version: article.version },
    });
    const typed = "A summary typed on the stale page, kept when refused.";
    const fixture = articleFixture();
    const response = await postForm(`/staff/blog/${article.id}`, {
      ...formOf(fixture, "save-article"),
      summary: typed,
      version: String(article.version),
    });
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain("Someone else saved");
    expect(html).toContain(typed);
    expect((await postForm(`/staff/blog/${article.id}`, formOf(fixture, "save-article"), demo)).status).toBe(403);
  });

  it("answers an article that is not there with 404", async () => {
    expect((await get("/staff/blog/no-such-article")).status).toBe(404);
  });
});
