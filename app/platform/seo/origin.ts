import { type ShellSiteDetails, sampleShellDetails } from "#app/content/site-details.ts";
import { builtSiteUrl } from "#app/platform/config/built-site-url.ts";

/** What the root route's loader hands every page (app/root.tsx). */
export interface RootData {
  /** SITE_URL where and when the page was rendered. */
  origin: string;
  /** The gym's details as the database has them (decision 0200). */
  site: ShellSiteDetails;
}

interface RouteMatch {
  id: string;
  loaderData?: unknown;
}

/**
 * The public origin a page names in its canonical link, Open Graph tags and JSON-LD: SITE_URL
 * as the server that rendered the page had it, handed down by the root loader. The server
 * renders every page (decision 0071), so a server started with another SITE_URL (or only
 * another PORT) names its own origin in all of them. The browser reads the
 * same value from the page's data, so hydration finds what the server wrote. The built origin
 * stands in only where the root loader did not run.
 */
export function pageOrigin(matches: readonly (RouteMatch | undefined)[]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as Partial<RootData> | undefined;
  return root?.origin ?? builtSiteUrl;
}

/** The gym's details the root loader read (the database's copy); the sample's where it did not run. */
export function pageSiteDetails(matches: readonly (RouteMatch | undefined)[]): ShellSiteDetails {
  const root = matches.find((match) => match?.id === "root")?.loaderData as Partial<RootData> | undefined;
  return root?.site ?? sampleShellDetails;
}
