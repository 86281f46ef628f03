/**
 * Part of `npm run build`: takes React Router's <link rel="modulepreload"> tags out of
 * the prerendered pages. On a slow phone connection those ~120 KB of scripts otherwise
 * share the bandwidth with the stylesheet, fonts and hero image and hold back the first
 * paint (Lighthouse mobile: 3.7 s → 1.7 s on /login). The inline module script still
 * imports the same modules, so the page hydrates, just after it has painted.
 * See docs/decisions/0020-scripts-after-first-paint.md.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const clientDir = path.resolve(import.meta.dirname, "../../build/client");
const modulePreload = /<link rel="modulepreload"[^>]*\/>/g;

let pages = 0;
for (const entry of readdirSync(clientDir, { withFileTypes: true, recursive: true })) {
  if (!entry.isFile() || entry.name !== "index.html") continue;
  const file = path.join(entry.parentPath, entry.name);
  const html = readFileSync(file, "utf8");
  const deferred = html.replace(modulePreload, "");
  if (deferred !== html) {
    writeFileSync(file, deferred);
    pages++;
  }
}
console.log(`Deferred the module scripts of ${pages} prerendered pages until after first paint`);
