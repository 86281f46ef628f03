/**
 * The production build (`npm run build`; `npm start` runs it with --if-missing first):
 * React Router's build with prerendering, precompressed copies of the text files, and
 * build/build-info.json saying which public origin the pages were built for.
 */
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { resolveSiteUrl } from "#app/platform/config/site-url.ts";

const projectRoot = path.resolve(import.meta.dirname, "../..");
export const serverBuildFile = path.join(projectRoot, "build/server/index.js");
export const buildInfoFile = path.join(projectRoot, "build/build-info.json");

export interface BuildInfo {
  /** The public origin baked into the pages (SITE_URL at build time). */
  siteUrl: string;
  builtAt: string;
}

/** Runs the build; returns false when a step failed (its output says why). */
export function buildSite(stdio: "inherit" | "ignore" = "inherit"): boolean {
  const steps = [
    [path.join(projectRoot, "node_modules/@react-router/dev/bin.cjs"), "build"],
    [path.join(projectRoot, "scripts/build/precompress.ts")],
  ];
  const built = steps.every(
    (args) =>
      spawnSync(process.execPath, args, { cwd: projectRoot, stdio: ["ignore", stdio, "inherit"] }).status === 0,
  );
  if (built) {
    const info: BuildInfo = { siteUrl: resolveSiteUrl(process.env), builtAt: new Date().toISOString() };
    writeFileSync(buildInfoFile, `${JSON.stringify(info, null, 2)}\n`);
  }
  return built;
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { "if-missing": { type: "boolean", default: false }, help: { type: "boolean", short: "h" } },
  });
  if (values.help) {
    console.log("Usage: npm run build            build the site into build/\n       node scripts/build/build.ts --if-missing   build only when there is no build yet");
  } else if (values["if-missing"] && existsSync(serverBuildFile)) {
    // A build is there: `npm start` serves it.
  } else {
    if (values["if-missing"]) console.log("No build found: building the site first (about a minute).");
    if (!buildSite()) process.exit(1);
  }
}
