import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { articleBodies } from "./article-bodies.ts";
import { articles, categories, tags } from "./blog.ts";
import { gymClasses } from "./classes.ts";
import { timetable } from "./timetable.ts";
import { trainers } from "./trainers.ts";

/**
 * Whatever a gym writes into its content, these must hold, or a page would show a broken
 * picture or offer what the gym does not teach. They read the content, never pin it.
 */
const contentDir = import.meta.dirname;
const publicDir = path.resolve(contentDir, "../../public");

/** Every value every content module exports. */
async function contentExports(): Promise<[module: string, value: unknown][]> {
  const modules = readdirSync(contentDir).filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file));
  const entries: [string, unknown][] = [];
  for (const file of modules) {
    const exported: Record<string, unknown> = await import(path.join(contentDir, file));
    for (const [name, value] of Object.entries(exported)) entries.push([`${file}: ${name}`, value]);
  }
  return entries;
}

/** The site paths of every file an exported value names (`src`, and each candidate of a `srcSet`). */
function filesNamedBy(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value !== "object" || value === null || seen.has(value)) return [];
  seen.add(value);
  const record = value as Record<string, unknown>;
  const own = [
    ...(typeof record.src === "string" ? [record.src] : []),
    ...(typeof record.srcSet === "string"
      ? record.srcSet.split(",").map((candidate) => candidate.trim().split(" ")[0] ?? "")
      : []),
  ];
  return [...own, ...Object.values(record).flatMap((child) => filesNamedBy(child, seen))];
}

describe("the content a gym writes", () => {
  it("names only pictures that are in public/, at every width it offers the browser", async () => {
    const missing = new Set<string>();
    let named = 0;
    for (const [where, value] of await contentExports()) {
      for (const file of filesNamedBy(value)) {
        named++;
        if (!file.startsWith("/") || !existsSync(path.join(publicDir, file))) missing.add(`${where}: ${file}`);
      }
    }
    expect(named, "the content names its pictures").toBeGreaterThan(0);
    expect([...missing]).toEqual([]);
  });

  it("names as teachers only the trainers it lists, so each has a job and a place on the team", () => {
    const names = new Set(trainers.map((trainer) => trainer.name));
    const teachers = [...gymClasses, ...timetable].map((entry) => entry.trainer);
    expect(teachers.filter((name) => !names.has(name))).toEqual([]);
  });

  it("gives every class a picture of its own and a description", () => {
    expect(new Set(gymClasses.map((gymClass) => gymClass.picture.name)).size).toBe(gymClasses.length);
    expect(gymClasses.filter((gymClass) => gymClass.description.trim() === "")).toEqual([]);
  });

  it("gives every article an address of its own, a day it was published and a Markdown body, and no body without its article", () => {
    expect(new Set(articles.map((article) => article.slug)).size).toBe(articles.length);
    for (const article of articles) {
      expect(article.slug, article.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(article.published, article.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(article.published)), article.slug).toBe(false);
      expect(articleBodies[article.slug]?.trim(), `${article.slug} has a body`).toBeTruthy();
    }
    expect(Object.keys(articleBodies).filter((slug) => !articles.some((article) => article.slug === slug))).toEqual([]);
  });

  it("starts no article's body with a first-level heading: the article's title is the page's", () => {
    for (const [slug, body] of Object.entries(articleBodies)) expect(body, slug).not.toMatch(/^# /m);
  });

  it("files every article under one of the blog's categories, with tags it lists, and leaves no category or tag empty", () => {
    for (const article of articles) {
      expect(categories, article.slug).toContain(article.category);
      for (const tag of article.tags) expect(tags, article.slug).toContain(tag);
    }
    expect(categories.filter((name) => !articles.some((article) => article.category === name))).toEqual([]);
    expect(tags.filter((name) => !articles.some((article) => article.tags.includes(name)))).toEqual([]);
  });
});
