import type { SiteDetails } from "#app/content/site.ts";

/**
 * The site's details as the database holds them (migration 0190, decision 0200): the
 * content's shape, with the version every save raises and when it was last saved.
 */
export interface StoredSiteDetails extends SiteDetails {
  version: number;
  /** ISO instant; "" for the sample, never saved. */
  updatedAt: string;
}
