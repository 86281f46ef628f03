import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const buildInfoFile = path.resolve(import.meta.dirname, "../build/build-info.json");

/**
 * The pages carry the origin SITE_URL had at build time (canonical links,
 * JSON-LD). A server started with another one still works, but those pages name the old
 * origin: say so once, with the fix.
 */
export function warnIfBuiltForAnotherOrigin(siteUrl: string, explicitlySet: boolean): void {
  if (!explicitlySet || !existsSync(buildInfoFile)) return;
  const built = (JSON.parse(readFileSync(buildInfoFile, "utf8")) as { siteUrl?: string }).siteUrl;
  if (built && built !== siteUrl) {
    console.warn(
      `The pages were built for ${built} but SITE_URL is ${siteUrl}: their canonical links and structured data name ${built}. Run \`npm run build\` with the same SITE_URL.`,
    );
  }
}
