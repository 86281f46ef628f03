import type { ReactElement } from "react";
import { SiteDetailsProvider } from "#app/components/layout/site-details.tsx";
import type { ShellSiteDetails } from "#app/content/site-details.ts";
import { galleryPreview } from "#app/features/media/gallery-view.server.ts";
import { renderStatic, staticKey } from "#app/platform/static-html/static-html.server.tsx";
import { shellSiteDetails } from "./site-details.server.ts";

/** The gym's details every page shows now (the database's, decision 0200), with the gallery's first pictures. */
export function shownSiteDetails(): ShellSiteDetails {
  return { ...shellSiteDetails(), galleryPreview: galleryPreview() };
}

/**
 * A part rendered once as markup (decision 0170) that shows the gym's details (phone, hours,
 * social links, the gallery): rendered with the details shown now and keyed by them, so a
 * saved change, a special day or the announcement coming and going renders it anew.
 */
export function renderStaticWithSite(
  name: string,
  data: unknown,
  element: () => ReactElement,
  details: ShellSiteDetails = shownSiteDetails(),
): string {
  return renderStatic(staticKey(name, { data, details }), () => (
    <SiteDetailsProvider details={details}>{element()}</SiteDetailsProvider>
  ));
}
