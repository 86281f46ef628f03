import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Values that are written once and read everywhere (DEVELOPERS.md, "One source"). A copy
 * typed out in a second place is the kind that goes stale unnoticed: a re-brand that misses
 * a page, a width that drifts.
 */
const projectRoot = path.resolve(import.meta.dirname, "../..");
const appFiles = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "app"], {
  cwd: projectRoot,
  encoding: "utf8",
})
  .split("\n")
  .filter(
    (file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && existsSync(path.join(projectRoot, file)),
  );

/** A file's code without its comments (a comment may show an example). */
const codeOf = (file: string) =>
  readFileSync(path.join(projectRoot, file), "utf8").replace(/\/\*[\s\S]*?\*\/|(?<![:"'`\w])\/\/[^\n]*/g, "");
const filesContaining = (files: string[], text: string) => files.filter((file) => codeOf(file).includes(text));

/** Code that names Ironpeak the software, not the gym: a re-brand keeps these. */
const softwareName: Record<string, string> = {
  "app/features/mail/webhook.server.ts": "the User-Agent of the webhook requests the software sends",
};

describe("written once", () => {
  it("the gym's name: only app/content says it, every page reads site.brand", () => {
    const code = appFiles.filter((file) => !file.startsWith("app/content/") && !(file in softwareName));
    expect(filesContaining(code, "Ironpeak")).toEqual([]);
  });

  it("the gym's contact details, hours and social links: the database's copy, read through the site feature (decision 0200)", () => {
    // app/content keeps the sample a new install imports; everything else reads app/features/site.
    const code = appFiles.filter((file) => !file.startsWith("app/content/") && !file.includes("test-support"));
    const readers = ["site.contact", "site.hours", "site.social"].flatMap((text) =>
      filesContaining(code, text).map((file) => `${file}: ${text}`),
    );
    // The configuration's defaults (app/platform/config) are read once at start: the sample's address.
    expect(readers.filter((reader) => !reader.startsWith("app/platform/config/"))).toEqual([]);
  });

  it("the content width: the content-width rule of app.css, never typed out again", () => {
    expect(filesContaining(appFiles, "max-w-[1200px]")).toEqual([]);
  });
});
