/**
 * `npm start`: serves the production build, building it first when there is none,
 * so a fresh clone needs only `npm install && npm start`.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const projectRoot = path.resolve(import.meta.dirname, "..");
process.env.NODE_ENV ??= "production";

if (!existsSync(path.join(projectRoot, "build/server/index.js"))) {
  console.log("No build found: building the site first (about a minute).");
  const cli = path.join(projectRoot, "node_modules/@react-router/dev/bin.cjs");
  const result = spawnSync(process.execPath, [cli, "build"], { cwd: projectRoot, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("./index.ts");
