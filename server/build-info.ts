import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const buildInfoFile = path.resolve(import.meta.dirname, "../build/build-info.json");

/** The public origin the prerendered pages name: SITE_URL when they were built (build/build-info.json). */
export function builtOrigin(file: string = buildInfoFile): string | null {
  if (!existsSync(file)) return null;
  return (JSON.parse(readFileSync(file, "utf8")) as { siteUrl?: string }).siteUrl ?? null;
}

/**
 * The prerendered pages carry the origin SITE_URL had at build time (canonical links, Open
 * Graph, JSON-LD, feed links). A server with another origin, set or only implied by another
 * PORT, still works and names its own in what it renders per request, but those pages name
 * the old one: say so, with the fix. Null when they agree.
 */
export function originWarning(siteUrl: string, built: string | null, configured: boolean): string | null {
  if (!built || built === siteUrl) return null;
  const fix = configured
    ? "Run `npm run build` with this SITE_URL (`npm start` rebuilds by itself when SITE_URL is set)."
    : "Set SITE_URL to the address visitors use, then build again (`npm run build`).";
  return `Warning: the prerendered pages name ${built} but this server is ${siteUrl}: their canonical links, Open Graph tags and structured data point to ${built}. ${fix}`;
}
