import { readFileSync } from "node:fs";
import path from "node:path";

/** The public origin the tested build names in its pages (SITE_URL when it was built; scripts/build/build.ts). */
export const builtSiteUrl: string = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../build/build-info.json"), "utf8")) as {
    siteUrl: string;
  }
).siteUrl;
