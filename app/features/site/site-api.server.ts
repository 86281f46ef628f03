import { staffForApi } from "#app/features/staff/api-access.server.ts";
import { freshOwnedContent } from "#app/platform/data/owned-content.server.ts";
import { apiError, apiJson, readJsonBody } from "#app/platform/http/json-api.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";
import { siteContent } from "./site-content.server.ts";
import { announcementShowing } from "./site-details.server.ts";
import { changeSiteDetails, gymLocal, weeklyHoursOf } from "./site-edits.server.ts";
import { SiteRefused } from "./site-errors.ts";
import { siteChange } from "./site-fields.ts";
import type { StoredSiteDetails } from "./site-records.ts";

/**
 * The site's details in the staff JSON API (docs/api.md, "Site details"): GET for staff
 * (the demo account included), PATCH for owners, from the version read. The same saves as
 * /staff/site makes.
 */
export function siteJson(details: StoredSiteDetails, nowMs: number = clock.millis()) {
  const { announcement } = details;
  return {
    phone: details.contact.phone,
    email: details.contact.email,
    address: details.contact.address,
    location: details.contact.location,
    hours: weeklyHoursOf(details.hours),
    openingHours: details.hours,
    specialHours: details.specialHours,
    social: details.social,
    announcement: announcement
      ? {
          text: announcement.text,
          link: announcement.link,
          from: announcement.from ? gymLocal(announcement.from) : null,
          until: announcement.until ? gymLocal(announcement.until) : null,
          fromUtc: announcement.from,
          untilUtc: announcement.until,
          showing: announcementShowing(announcement, nowMs),
        }
      : null,
    version: details.version,
    updatedAt: details.updatedAt,
  };
}

/** GET /api/staff/site */
export async function getSite(request: Request, services: Services): Promise<Response> {
  const { refused } = await staffForApi(request, services, { write: false });
  if (refused) return refused;
  const { value } = await freshOwnedContent(services.database, siteContent);
  return apiJson({ site: siteJson(value) });
}

/** PATCH /api/staff/site { …, version } → 200 { site }; owners only, never the demo account. */
export async function patchSite(request: Request, services: Services): Promise<Response> {
  const { staff, refused } = await staffForApi(request, services, { write: true });
  if (refused) return refused;
  if (staff.role !== "owner") {
    return apiError(403, "OWNERS_ONLY", "Only an owner changes the site's details; staff may look.");
  }
  try {
    const change = await readJsonBody(request, siteChange);
    const details = await changeSiteDetails(services.database, change, { actor: { id: staff.id, label: staff.email } });
    return apiJson({ site: siteJson(details) });
  } catch (error) {
    if (error instanceof Response) return error;
    if (error instanceof SiteRefused) return apiError(error.status, error.code, error.message);
    throw error;
  }
}
