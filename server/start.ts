/**
 * `npm start`: serves the production build, building it first when there is none,
 * so a fresh clone needs only `npm install && npm start`.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { buildSite } from "../scripts/build/build.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");
process.env.NODE_ENV ??= "production";

if (!existsSync(path.join(projectRoot, "build/server/index.js"))) {
  console.log("No build found: building the site first (about a minute).");
  if (!buildSite()) process.exit(1);
}

await import("./index.ts");
