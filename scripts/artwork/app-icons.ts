/**
 * Draws the installable web app's icons from the shipped mark:
 *   node scripts/artwork/app-icons.ts
 * into public/icons/ (app/content/app-icons.ts lists them). A maskable icon keeps the
 * mark inside the safe zone (the inner 80 %), on the app's ground colour.
 */
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { appColours, appIcons } from "#app/content/app-icons.ts";
import { parseCli } from "#scripts/cli.ts";

parseCli(
  "Usage: node scripts/artwork/app-icons.ts   draw the web app's icons from public/favicon.svg into public/icons/",
);

const publicDir = path.resolve(import.meta.dirname, "../../public");
const mark = await readFile(path.join(publicDir, "favicon.svg"));

await mkdir(path.join(publicDir, "icons"), { recursive: true });
for (const icon of appIcons) {
  // "any" icons fill their square (the mark has its own rounded ground); maskable ones leave the margin a launcher may crop.
  const inner = icon.purpose === "maskable" ? Math.round(icon.size * 0.7) : icon.size;
  const drawn = await sharp(mark, { density: Math.ceil((72 * inner) / 32) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  const offset = Math.round((icon.size - inner) / 2);
  await sharp({
    create: { width: icon.size, height: icon.size, channels: 4, background: appColours.background },
  })
    .composite([{ input: drawn, left: offset, top: offset }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, icon.src));
  console.log(`${icon.src} (${icon.size}px, ${icon.purpose})`);
}
