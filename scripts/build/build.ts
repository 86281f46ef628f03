/**
 * The production build (`npm run build`, and `npm start` when there is none): React
 * Router's build with prerendering, then precompressed copies of the text files.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

const projectRoot = path.resolve(import.meta.dirname, "../..");

/** Runs the build; returns false when a step failed (its output says why). */
export function buildSite(stdio: "inherit" | "ignore" = "inherit"): boolean {
  const steps = [
    [path.join(projectRoot, "node_modules/@react-router/dev/bin.cjs"), "build"],
    [path.join(projectRoot, "scripts/build/precompress.ts")],
  ];
  return steps.every(
    (args) =>
      spawnSync(process.execPath, args, { cwd: projectRoot, stdio: ["ignore", stdio, "inherit"] }).status === 0,
  );
}

if (import.meta.main && !buildSite()) process.exit(1);
