import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
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
});
