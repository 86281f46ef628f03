/**
 * Whether build/ was made from the source as it is now. `npm run build` records a hash
 * of everything that goes into the build in build/build-info.json; `npm start` rebuilds
 * when it no longer matches (scripts/build/build.ts --if-stale), and every test that
 * starts the built server refuses a stale build, so no test passes against old code.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const projectRoot = path.resolve(import.meta.dirname, "../..");
export const serverBuildFile = path.join(projectRoot, "build/server/index.js");
export const buildInfoFile = path.join(projectRoot, "build/build-info.json");

/** What the build is made from: a change to any of these (tests excepted) makes build/ stale. */
export const buildInputs = [
  "app",
  "public",
  "scripts/build",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];
const notBuilt = /(\.test\.tsx?|\.DS_Store)$/;

export interface BuildInfo {
  /** The public origin baked into the pages (SITE_URL at build time). */
  siteUrl: string;
  /** sourceHash() when the build started. */
  sourceHash: string;
  builtAt: string;
}

/** A sha256 over the path and content of every build input, in a fixed order. */
export function sourceHash(root: string = projectRoot): string {
  const hash = createHash("sha256");
  for (const file of inputFiles(root)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

function inputFiles(root: string): string[] {
  const files: string[] = [];
  for (const input of buildInputs) {
    const absolute = path.join(root, input);
    if (!existsSync(absolute)) continue;
    if (statSync(absolute).isFile()) {
      files.push(input);
      continue;
    }
    for (const entry of readdirSync(absolute, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || notBuilt.test(entry.name)) continue;
      files.push(path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
    }
  }
  return files.sort();
}

export function readBuildInfo(root: string = projectRoot): BuildInfo | null {
  const infoFile = path.join(root, path.relative(projectRoot, buildInfoFile));
  if (!existsSync(infoFile) || !existsSync(path.join(root, path.relative(projectRoot, serverBuildFile)))) return null;
  try {
    return JSON.parse(readFileSync(infoFile, "utf8")) as BuildInfo;
  } catch {
    return null;
  }
}

/**
 * Why build/ cannot be used as it is, or null when it can. `siteUrl` is the origin the
 * pages must name; tests leave it out (they read the built one, e2e/support/server-site-url.ts).
 */
export function staleBuildReason(options: { siteUrl?: string; root?: string } = {}): string | null {
  const info = readBuildInfo(options.root);
  if (!info) return "there is no build yet";
  if (info.sourceHash !== sourceHash(options.root)) return "the source has changed since the last build";
  if (options.siteUrl && info.siteUrl !== options.siteUrl) {
    return `the pages were built for ${info.siteUrl}, not ${options.siteUrl}`;
  }
  return null;
}

/** For tests that start the built server: a stale build stops them with the fix. */
export function assertFreshBuild(): void {
  const reason = staleBuildReason();
  if (reason) throw new Error(`The build cannot be tested: ${reason}. Run \`npm run build\` first.`);
}
