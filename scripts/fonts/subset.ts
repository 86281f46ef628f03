/**
 * `npm run fonts`: makes the self-hosted web fonts from the Fontsource packages, cut
 * down to the characters an English-language gym site uses, so that a page needs
 * under 60 KB of fonts. Output: app/styles/fonts/*.woff2 (committed; app.css declares them).
 * Re-run after changing the fonts or the character set.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { parseCli } from "#scripts/cli.ts";

parseCli("Usage: npm run fonts   subset the Fontsource fonts into app/styles/fonts/*.woff2");

const projectRoot = path.resolve(import.meta.dirname, "../..");
const outputDir = path.join(projectRoot, "app/styles/fonts");

/** Printable ASCII plus the typographic marks the content uses (dashes, quotes, ©, •, …, £, €, ×, °). */
const characters = `${String.fromCharCode(...Array.from({ length: 95 }, (_, i) => 32 + i))}\u00a0–—‘’“”…•©®£€×°·`;

const fonts = [
  {
    source: "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    output: "inter-variable.woff2",
    // Only the weights the design uses: 400 text, 500 labels, 600 emphasis.
    variationAxes: { wght: { min: 400, max: 600 } },
  },
  { source: "node_modules/@fontsource/oswald/files/oswald-latin-500-normal.woff2", output: "oswald-500.woff2" },
  { source: "node_modules/@fontsource/oswald/files/oswald-latin-600-normal.woff2", output: "oswald-600.woff2" },
];

for (const font of fonts) {
  const original = readFileSync(path.join(projectRoot, font.source));
  const subset = await subsetFont(original, characters, {
    targetFormat: "woff2",
    ...(font.variationAxes ? { variationAxes: font.variationAxes } : {}),
  });
  writeFileSync(path.join(outputDir, font.output), subset);
  console.log(`${font.output}: ${(original.length / 1024).toFixed(1)} KB → ${(subset.length / 1024).toFixed(1)} KB`);
}
