/**
 * Draws every image the site ships into public/artwork/, reproducibly:
 *   node scripts/artwork/generate.ts
 * A gym with real photos replaces any file by one of the same name and aspect ratio.
 * Pictograms: Material Design Icons (@mdi/js, Apache-2.0), credited in the footer (app/content/credits.ts).
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import * as mdi from "@mdi/js";
import sharp from "sharp";
import { type ArtworkFolder, artworkRatios, artworkWidths, shareImage } from "#app/content/artwork.ts";
import { parseCli } from "#scripts/cli.ts";
import { type PortraitSpec, portraitSvg, posterSvg } from "./poster.ts";

parseCli("Usage: node scripts/artwork/generate.ts   draw every image the site ships into public/artwork/");

const outDir = path.resolve(import.meta.dirname, "../../public/artwork");

/** Warm neighbours of the accent, so sets of posters vary without leaving the palette. */
const glows = ["#ff4d2e", "#ff7a1a", "#ff2e63", "#e8412b", "#ffa21a", "#e0245e", "#ff6a3d", "#c2363a"];

/** The pictures of one artwork folder; their ratio and widths are the content's (app/content/artwork.ts). */
interface Series {
  folder: ArtworkFolder;
  items: { name: string; icon: string; flip?: boolean }[];
}

const series: Series[] = [
  {
    folder: "classes",
    items: [
      { name: "cycling", icon: mdi.mdiBike },
      { name: "meditation", icon: mdi.mdiMeditation },
      { name: "boxing", icon: mdi.mdiBoxingGlove, flip: true },
      { name: "karate", icon: mdi.mdiKarate },
      { name: "power-lifting", icon: mdi.mdiWeightLifter },
      { name: "workout", icon: mdi.mdiDumbbell },
      { name: "crossfit", icon: mdi.mdiKettlebell },
      { name: "running", icon: mdi.mdiRun },
      { name: "body-building", icon: mdi.mdiArmFlex },
      { name: "mma", icon: mdi.mdiMixedMartialArts },
      { name: "yoga", icon: mdi.mdiYoga },
      { name: "fitness", icon: mdi.mdiJumpRope },
    ],
  },
  {
    folder: "gallery",
    items: [
      { name: "gallery-01", icon: mdi.mdiWeightLifter },
      { name: "gallery-02", icon: mdi.mdiBoxingGlove },
      { name: "gallery-03", icon: mdi.mdiBikeFast },
      { name: "gallery-04", icon: mdi.mdiKettlebell, flip: true },
      { name: "gallery-05", icon: mdi.mdiWeightLifter, flip: true },
      { name: "gallery-06", icon: mdi.mdiYoga },
      { name: "gallery-07", icon: mdi.mdiRowing },
      { name: "gallery-08", icon: mdi.mdiWeight },
      { name: "gallery-09", icon: mdi.mdiRunFast },
      { name: "gallery-10", icon: mdi.mdiJumpRope, flip: true },
      { name: "gallery-11", icon: mdi.mdiDumbbell },
      { name: "gallery-12", icon: mdi.mdiHumanHandsup },
    ],
  },
  {
    folder: "blog",
    items: [
      { name: "hip-opening-flow", icon: mdi.mdiYoga },
      { name: "breathing-drills", icon: mdi.mdiMeditation },
      { name: "mobility-strength", icon: mdi.mdiHumanHandsup },
      { name: "recovery-days", icon: mdi.mdiSpa },
      { name: "balance-poses", icon: mdi.mdiYoga, flip: true },
      { name: "yoga-for-lifters", icon: mdi.mdiWeightLifter },
      { name: "morning-routine", icon: mdi.mdiHeadHeart },
      { name: "boxing-first-class", icon: mdi.mdiBoxingGlove, flip: true },
      { name: "crossfit-scaling", icon: mdi.mdiKettlebell },
      { name: "jump-rope-conditioning", icon: mdi.mdiJumpRope },
    ],
  },
  {
    folder: "about",
    items: [
      { name: "who-we-are", icon: mdi.mdiWeightLifter },
      { name: "history-first-floor", icon: mdi.mdiDumbbell, flip: true },
      { name: "history-new-studios", icon: mdi.mdiBikeFast },
    ],
  },
  {
    folder: "plans",
    items: [
      { name: "starter", icon: mdi.mdiRun },
      { name: "strength", icon: mdi.mdiWeightLifter },
      { name: "unlimited", icon: mdi.mdiTrophy },
    ],
  },
];

const wide: Series[] = [
  { folder: "hero", items: [{ name: "hero", icon: mdi.mdiWeightLifter }] },
  { folder: "banners", items: [{ name: "call-banner", icon: mdi.mdiBoxingGlove }] },
];

const trainers: (Omit<PortraitSpec, "width" | "height"> & { name: string })[] = [
  { name: "yoga-trainer", look: "ponytail", glow: "#ff7a1a", badge: mdi.mdiYoga },
  { name: "crossfit-trainer", look: "crop", glow: "#ff4d2e", badge: mdi.mdiKettlebell },
  { name: "personal-trainer", look: "beard", glow: "#ff2e63", badge: mdi.mdiDumbbell },
];

async function writeWebp(file: string, svg: string, quality = 62): Promise<void> {
  const target = path.join(outDir, file);
  await mkdir(path.dirname(target), { recursive: true });
  const buffer = await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toBuffer();
  await writeFile(target, buffer);
  if (buffer.length > 100_000) throw new Error(`${file} is ${buffer.length} bytes, over the 100 KB budget`);
}

async function main(): Promise<void> {
  let written = 0;
  for (const set of [...series, ...wide]) {
    for (const [index, item] of set.items.entries()) {
      for (const width of artworkWidths[set.folder]) {
        const height = Math.round(width / artworkRatios[set.folder]);
        const svg = posterSvg({
          width,
          height,
          icon: item.icon,
          flip: item.flip,
          glow: glows[(index * 3) % glows.length] as string,
          layout: index,
        });
        await writeWebp(`${set.folder}/${item.name}-${width}.webp`, svg);
        written++;
      }
    }
  }
  for (const trainer of trainers) {
    for (const width of artworkWidths.trainers) {
      await writeWebp(
        `trainers/${trainer.name}-${width}.webp`,
        portraitSvg({ ...trainer, width, height: Math.round(width / artworkRatios.trainers) }),
      );
      written++;
    }
  }
  // Link previews: JPEG, because not every network that unfurls links reads WebP.
  const { width, height } = shareImage;
  const og = posterSvg({ width, height, icon: mdi.mdiWeightLifter, glow: glows[0] as string, layout: 0 });
  await writeFile(
    path.join(outDir, shareImage.src.replace(/^\/artwork\//, "")),
    await sharp(Buffer.from(og)).jpeg({ quality: 78 }).toBuffer(),
  );
  written++;
  console.log(`Wrote ${written} images to ${path.relative(process.cwd(), outDir)}`);
}

await main();
