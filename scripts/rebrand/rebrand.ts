/**
 * The re-brand the check applies to a scratch copy: what a gym does on its first day with
 * Ironpeak. One small function per content module, so that when a module's shape changes
 * only its function needs adapting (the error names the file and what was not found).
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  EditError,
  editFile,
  insertIntoArray,
  insertIntoObject,
  removeElementsContaining,
  replaceAll,
  replaceText,
} from "./source-edits.ts";

/** What changes, and what the check then expects to see on the site. */
export const rebrand = {
  brand: { from: "Ironpeak", to: "Northforge" },
  /** Built and served with SITE_URL set to this. */
  origin: "https://www.northforge-gym.example",
  tagline: "Strength that carries you through the week",
  pricingSection: { label: "Memberships", heading: "Plans That Fit Your Week" },
  /** The first two memberships' new monthly prices, in dollars. */
  prices: ["45", "72"],
  testimonial: {
    text: "Northforge got me back under a barbell after a knee operation. The coaches rebuilt my squat one box height at a time, and this spring I ran my first half marathon.",
    name: "Tomasz Wierzbicki",
    job: "Paramedic, member since 2024",
  },
  article: {
    slug: "winter-conditioning",
    title: "Winter Conditioning Without the Treadmill",
    /** Published after every sample article: the newest, first in the list. */
    published: "2026-12-01",
    category: "Fitness",
    summary: "A six-week conditioning block our coaches run every winter.",
    body: "Sled pushes, rower intervals and carries in the car park: a six-week conditioning block our coaches run every winter for members who would rather not stare at a wall.\n\n## Week one\n\nFour rounds of a 20-metre push, a 250-metre row and a farmer's carry, resting as long as you worked.",
    alt: "A rower pulling hard through a winter conditioning interval",
    /** A word only this article has, for a search that must find it alone. */
    searchWord: "sled",
  },
  /** A class the gym stops teaching: its card, its sessions, its featured slot and its contact option go. */
  removedClass: { title: "Boxing", slug: "boxing" },
  /** A coach who leaves: their card goes, and their classes and sessions pass to a colleague. */
  removedTrainer: { name: "Sam Whitaker", successor: "Daniel Reyes" },
  /** The first partner brings its own logo file. */
  partnerLogo: { file: "northforge-partner.svg", width: 160, height: 48 },
} as const;

/** Applies the whole re-brand to the copy at `root`. */
export function applyRebrand(root: string): void {
  renameBrandInContent(root);
  changeTagline(root);
  changePrices(root);
  renamePricingSection(root);
  addTestimonial(root);
  addArticle(root);
  removeClass(root);
  removeTrainer(root);
  givePartnerALogo(root);
}

const content = (root: string) => path.join(root, "app/content");

/** Every content module that names the gym: the brand in its texts and its e-mail address, as a search-and-replace would. */
export function renameBrandInContent(root: string): void {
  const { from, to } = rebrand.brand;
  const modules = readdirSync(content(root)).filter((name) => /\.ts$/.test(name) && !/\.test\.ts$/.test(name));
  for (const file of modules) {
    const source = readFileSync(path.join(content(root), file), "utf8");
    if (!source.includes(from) && !source.includes(from.toLowerCase())) continue;
    editFile(root, `app/content/${file}`, (text) =>
      text.replaceAll(from, to).replaceAll(from.toLowerCase(), to.toLowerCase()),
    );
  }
  if (!readFileSync(path.join(content(root), "site.ts"), "utf8").includes(`brand: "${to}"`)) {
    throw new EditError(`app/content/site.ts: site.brand was not renamed to ${to}`);
  }
}

/** app/content/site.ts: the tagline. */
export function changeTagline(root: string): void {
  editFile(root, "app/content/site.ts", (source) =>
    replaceAll(source, /tagline: "[^"]*"/g, `tagline: ${JSON.stringify(rebrand.tagline)}`),
  );
}

/** app/content/products.ts: the first two products' prices (the pricing cards read them), in cents. */
export function changePrices(root: string): void {
  editFile(root, "app/content/products.ts", (source) => {
    let index = 0;
    const result = source.replace(/price: \d+/g, (match) => {
      const price = rebrand.prices[index++];
      return price === undefined ? match : `price: ${Number(price) * 100}`;
    });
    if (index < rebrand.prices.length)
      throw new Error(`products.ts has ${index} prices, the re-brand changes ${rebrand.prices.length}`);
    return result;
  });
}

/** app/content/plans.ts: the pricing section's label and heading ('PRICING CHART' and 'Exclusive Pricing Plan' in the sample gym). */
export function renamePricingSection(root: string): void {
  editFile(root, "app/content/plans.ts", (source) => {
    const label = replaceAll(source, /label: "[^"]*"/g, `label: ${JSON.stringify(rebrand.pricingSection.label)}`);
    return replaceAll(label, /heading: "[^"]*"/g, `heading: ${JSON.stringify(rebrand.pricingSection.heading)}`);
  });
}

/** app/content/testimonials.ts: a new testimonial, first, as a gym shows its latest review. */
export function addTestimonial(root: string): void {
  const { text, name, job } = rebrand.testimonial;
  editFile(root, "app/content/testimonials.ts", (source) =>
    insertIntoArray(
      source,
      "export const testimonials",
      `{ text: ${JSON.stringify(text)}, name: ${JSON.stringify(name)}, job: ${JSON.stringify(job)} }`,
      "first",
    ),
  );
}

/**
 * app/content/blog.ts, app/content/article-bodies.ts and public/artwork/blog/: a new article
 * with its Markdown, and a picture at every width (a copy of an existing one, as a gym's photo would be).
 */
export function addArticle(root: string): void {
  const { slug, title, published, category, summary, body, alt } = rebrand.article;
  const entry = { slug, title, author: "Coach Kim", published, category, tags: [category], summary, alt };
  editFile(root, "app/content/blog.ts", (source) =>
    insertIntoArray(source, "export const articles", `article(${JSON.stringify(entry)})`, "first"),
  );
  editFile(root, "app/content/article-bodies.ts", (source) =>
    insertIntoObject(source, "export const articleBodies", `${JSON.stringify(slug)}: ${JSON.stringify(body)}`),
  );
  const blogArt = path.join(root, "public/artwork/blog");
  const files = readdirSync(blogArt);
  const [, existing] = /^(.+)-\d+\.webp$/.exec(files[0] ?? "") ?? [];
  if (!existing) throw new Error("public/artwork/blog/ has no <name>-<width>.webp picture to copy for the new article");
  for (const file of files.filter((name) => name.startsWith(`${existing}-`))) {
    copyFileSync(path.join(blogArt, file), path.join(blogArt, file.replace(existing, slug)));
  }
}

/** The class goes from every module that names it: classes, timetable, featured classes (the contact form reads the classes). */
export function removeClass(root: string): void {
  const { title, slug } = rebrand.removedClass;
  editFile(root, "app/content/classes.ts", (source) => removeElementsContaining(source, JSON.stringify(title), "call"));
  editFile(root, "app/content/timetable.ts", (source) =>
    removeElementsContaining(source, JSON.stringify(slug), "tuple"),
  );
  editFile(root, "app/content/featured-classes.ts", (source) =>
    removeElementsContaining(source, `classSlug: ${JSON.stringify(slug)}`, "object"),
  );
}

/** The trainer's card goes; the classes and sessions they taught pass to their successor. */
export function removeTrainer(root: string): void {
  const { name, successor } = rebrand.removedTrainer;
  editFile(root, "app/content/trainers.ts", (source) =>
    removeElementsContaining(source, `name: ${JSON.stringify(name)}`, "object"),
  );
  for (const file of ["app/content/classes.ts", "app/content/timetable.ts"]) {
    editFile(root, file, (source) => replaceText(source, JSON.stringify(name), JSON.stringify(successor)));
  }
}

/** app/content/partners.ts and a partners folder in public/artwork/: the first partner's own logo, an SVG file. */
export function givePartnerALogo(root: string): void {
  const { file, width, height } = rebrand.partnerLogo;
  let partnerName = "";
  editFile(root, "app/content/partners.ts", (source) => {
    const list = source.indexOf("export const partners");
    const first = list === -1 ? -1 : source.indexOf("{ name: ", list);
    if (first === -1) throw new EditError("no `export const partners` list of `{ name: … }` entries");
    partnerName = /^\{ name: "([^"]+)"/.exec(source.slice(first))?.[1] ?? "";
    // The partner's new logo replaces the one it had, if any.
    const end = source.indexOf("}", first);
    const entry = source.slice(first + 2, end).replace(/,?\s*logo: partnerLogo\([^)]*\),?/, "");
    return `${source.slice(0, first)}{ logo: partnerLogo(${JSON.stringify(file)}, ${width}, ${height}), ${entry.trim()} ${source.slice(end)}`;
  });
  mkdirSync(path.join(root, "public/artwork/partners"), { recursive: true });
  writeFileSync(path.join(root, "public/artwork/partners", file), partnerLogoSvg(partnerName, width, height));
}

/** A plain logo, as a partner might send one: a mark and the first word of its name. */
function partnerLogoSvg(name: string, width: number, height: number): string {
  const word = (name.split(" ")[0] ?? "").toUpperCase().replace(/[^A-Z0-9]/g, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect x="2" y="8" width="32" height="32" rx="6" fill="#e2e2e6"/><path d="M10 32 18 14l8 18Z" fill="#16161a"/><text x="44" y="32" font-family="Arial, sans-serif" font-size="20" font-weight="700" fill="#e2e2e6">${word}</text></svg>\n`;
}
