import { randomUUID } from "node:crypto";
import path from "node:path";
import { openDatabase } from "#app/platform/data/database.server.ts";
import { test as staffTest } from "#e2e/accounts/staff-support.ts";

/**
 * The timetable specs' own server (playwright.config.ts starts it on E2E_PORT + 2, with a
 * data folder of its own): they change the classes, the weekly slots and the closures,
 * which every other spec reads from the sample (the article editor's specs use it too, for
 * the blog). Each test works on a class and a trainer of its own, so the phone and desktop
 * runs never meet.
 */
export const timetableOrigin = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 2}`;

export function timetableDataDir(): string {
  const dataDir = process.env.E2E_TIMETABLE_DATA_DIR;
  if (!dataDir) throw new Error("E2E_TIMETABLE_DATA_DIR is not set (playwright.config.ts sets it)");
  return dataDir;
}

export const test = staffTest.extend({
  // The base URL is this test type's own: a module-level test.use would apply only to the
  // first spec that loads this file in a worker, sending the next one to the shared server.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    await use(timetableOrigin);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  database: async ({}, use) => {
    const database = openDatabase({ kind: "sqlite", file: path.join(timetableDataDir(), "ironpeak.sqlite") });
    await use(database);
    await database.close();
  },
});

export { expect } from "#e2e/accounts/staff-support.ts";

/** A name no other test (nor the sample) has: "Mobility 3f9a2c". */
export const uniqueName = (word: string) => `${word} ${randomUUID().slice(0, 6)}`;
