/**
 * The production build (`npm run build`; `npm start` runs it with --if-stale first, quietly):
 * React Router's build with prerendering, precompressed copies of the text files, and
 * build/build-info.json saying which public origin the pages were built for and from
 * which source (scripts/build/freshness.ts).
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { configuredSiteUrl, resolveSiteUrl } from "#app/platform/config/site-url.ts";
import { parseCli } from "#scripts/cli.ts";
import { withBuildLock } from "./build-lock.ts";
import { type BuildInfo, buildInfoFile, sourceHash, staleBuildReason } from "./freshness.ts";
import { clock } from "#app/platform/time/clock.ts";

const projectRoot = path.resolve(import.meta.dirname, "../..");

/**
 * What a build prints: everything (`npm run build`: each file it wrote), nothing, or only what
 * a failing step said (`npm start`, which says what it serves instead, in a few lines).
 */
export type BuildOutput = "inherit" | "quiet" | "ignore";

/** Runs the build, one at a time per checkout; returns false when a step failed (its output says why). */
export function buildSite(output: BuildOutput = "inherit"): boolean {
  return withBuildLock(() => buildUnlocked(output));
}

function buildUnlocked(output: BuildOutput): boolean {
  // Hashed before building: a file edited while the build runs leaves it stale, as it is.
  const info: BuildInfo = {
    siteUrl: resolveSiteUrl(process.env),
    sourceHash: sourceHash(),
    builtAt: clock.now().toISOString(),
  };
  const steps = [
    [path.join(projectRoot, "node_modules/@react-router/dev/bin.cjs"), "build"],
    [path.join(projectRoot, "scripts/build/precompress.ts")],
  ];
  // Always a production build, even when started from a test runner (Vitest sets NODE_ENV=test,
  // and Vite would then bundle React's development build).
  const env = { ...process.env, NODE_ENV: "production" };
  const built = steps.every((args) => runStep(args, { env, output }));
  if (built) writeFileSync(buildInfoFile, `${JSON.stringify(info, null, 2)}\n`);
  return built;
}

/** One step of the build as a Node child; quietly, its output is kept and shown only if it fails. */
export function runStep(
  args: string[],
  { env, output }: { env: NodeJS.ProcessEnv; output: BuildOutput },
): boolean {
  const stdout = output === "inherit" ? "inherit" : output === "quiet" ? "pipe" : "ignore";
  const result = spawnSync(process.execPath, args, {
    cwd: projectRoot,
    env,
    stdio: ["ignore", stdout, "inherit"],
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0 && output === "quiet") process.stdout.write(result.stdout ?? "");
  return result.status === 0;
}

/**
 * Builds unless build/ matches the source and the origin configured (SITE_URL or
 * BETTER_AUTH_URL): the browser's bundle keeps the built origin as a fallback
 * (app/platform/config/built-site-url.ts).
 */
export function buildIfStale(output: BuildOutput = "inherit"): boolean {
  const siteUrl = configuredSiteUrl(process.env);
  const staleness = () => staleBuildReason(siteUrl ? { siteUrl } : {});
  if (!staleness()) return true;
  return withBuildLock(() => {
    // Another start may have built it while this one waited for the lock.
    const reason = staleness();
    if (!reason) return true;
    console.log(`Building the site first: ${reason} (this takes a minute).`);
    const started = performance.now();
    const built = buildUnlocked(output);
    if (built && output !== "inherit") console.log(`Built in ${Math.round((performance.now() - started) / 1000)} s.`);
    return built;
  });
}

const usage = `Usage: npm run build                          build the site into build/, listing what it wrote
       node scripts/build/build.ts --if-stale   build only when build/ is missing, older than the
                                                source, or made for another SITE_URL, saying only
                                                that it builds (npm start does this)`;

if (import.meta.main) {
  const options = parseCli(usage, { "if-stale": { type: "boolean", default: false } });
  if (!(options["if-stale"] ? buildIfStale("quiet") : buildSite())) process.exitCode = 1;
}
