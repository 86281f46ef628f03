import { data } from "react-router";
import { site } from "#app/content/site.ts";
import { weekdays } from "#app/content/weekdays.ts";
import { requireStaffViewer, requireStaffWriter } from "#app/features/staff/access.server.ts";
import { freshOwnedContent } from "#app/platform/data/owned-content.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";
import { siteContent } from "./site-content.server.ts";
import { announcementShowing } from "./site-details.server.ts";
import { changeSiteDetails, gymLocal, weeklyHoursOf } from "./site-edits.server.ts";
import { SiteRefused } from "./site-errors.ts";
import { SITE_LIMITS, SOCIAL_NETWORKS, siteChange } from "./site-fields.ts";
import type { StoredSiteDetails } from "./site-records.ts";

/**
 * /staff/site: the site's details as one form (contact, usual hours, special days, social
 * links, the announcement), saved at once from the version read, with or without
 * JavaScript. Staff and the demo account see it; only an owner saves it.
 */
export interface SiteAnswer {
  tone: "success" | "error";
  message: string;
  /** The form's fields as sent: to fill it again after a refusal. */
  values?: Record<string, string>;
}

/** Rows for special days beyond those the gym has: one empty row to add a day. */
const EMPTY_SPECIAL_ROWS = 1;

/** The details as the form's fields write them. */
export function formValues(details: StoredSiteDetails): Record<string, string> {
  const values: Record<string, string> = {
    phone: details.contact.phone,
    email: details.contact.email,
    address: details.contact.address,
    latitude: String(details.contact.location.latitude),
    longitude: String(details.contact.location.longitude),
    specialRows: String(details.specialHours.length + EMPTY_SPECIAL_ROWS),
    "announcement-text": details.announcement?.text ?? "",
    "announcement-link": details.announcement?.link ?? "",
    "announcement-from": details.announcement?.from ? gymLocal(details.announcement.from) : "",
    "announcement-until": details.announcement?.until ? gymLocal(details.announcement.until) : "",
  };
  const week = weeklyHoursOf(details.hours);
  for (const day of weekdays) {
    const hours = week[day];
    values[`hours-${day}-opens`] = hours?.opens ?? "";
    values[`hours-${day}-closes`] = hours?.closes ?? "";
    if (!hours) values[`hours-${day}-closed`] = "on";
  }
  details.specialHours.forEach((day, index) => {
    values[`special-${index}-date`] = day.date;
    values[`special-${index}-opens`] = day.opens ?? "";
    values[`special-${index}-closes`] = day.closes ?? "";
    values[`special-${index}-note`] = day.note;
    if (day.closed) values[`special-${index}-closed`] = "on";
  });
  for (const link of details.social) values[`social-${link.network}`] = link.href;
  return values;
}

export async function loadSiteEditor(request: Request, services: Services) {
  const viewer = await requireStaffViewer(request, services);
  const { value } = await freshOwnedContent(services.database, siteContent);
  const readOnly = viewer.demo
    ? "The demo staff account can look around, but not change anything."
    : viewer.role !== "owner"
      ? "Only an owner changes the site's details; you can look."
      : null;
  return {
    values: formValues(value),
    version: value.version,
    showing: announcementShowing(value.announcement, clock.millis()),
    hasAnnouncement: value.announcement !== null,
    readOnly,
    timeZone: site.timeZone,
    limits: SITE_LIMITS,
  };
}

async function postedValues(request: Request): Promise<Record<string, string>> {
  const form = await request.formData().catch(() => new FormData());
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") values[name] = value;
  return values;
}

const given = (values: Record<string, string>, name: string) => values[name]?.trim() || undefined;

/** The form as a change of every field: empty social links are left out, an empty announcement is none. */
function changeOf(values: Record<string, string>, version: number) {
  const rows = Math.min(Number(values.specialRows) || 0, SITE_LIMITS.specialDaysMax + EMPTY_SPECIAL_ROWS);
  const specialHours = [];
  for (let index = 0; index < rows; index++) {
    const date = given(values, `special-${index}-date`);
    if (!date || values[`special-${index}-remove`] === "on") continue;
    const closed = values[`special-${index}-closed`] === "on";
    specialHours.push({
      date,
      closed,
      opens: closed ? null : (given(values, `special-${index}-opens`) ?? null),
      closes: closed ? null : (given(values, `special-${index}-closes`) ?? null),
      note: values[`special-${index}-note`]?.trim() ?? "",
    });
  }
  const text = given(values, "announcement-text");
  return siteChange.safeParse({
    version,
    phone: values.phone ?? "",
    email: values.email?.trim() ?? "",
    address: values.address ?? "",
    location: { latitude: Number(values.latitude), longitude: Number(values.longitude) },
    hours: Object.fromEntries(
      weekdays.map((day) => [
        day,
        values[`hours-${day}-closed`] === "on"
          ? null
          : { opens: values[`hours-${day}-opens`] ?? "", closes: values[`hours-${day}-closes`] ?? "" },
      ]),
    ),
    specialHours,
    social: SOCIAL_NETWORKS.flatMap((network) => {
      const href = given(values, `social-${network}`);
      return href ? [{ network, href }] : [];
    }),
    announcement: text
      ? {
          text,
          link: given(values, "announcement-link") ?? null,
          from: given(values, "announcement-from") ?? null,
          until: given(values, "announcement-until") ?? null,
        }
      : null,
  });
}

function refused(message: string, values: Record<string, string>, status = 400) {
  return data<SiteAnswer>({ tone: "error", message, values }, { status });
}

/** The form's one post: save the details from the version read. Owners only; never the demo account. */
export async function siteAction(request: Request, services: Services) {
  const staff = await requireStaffWriter(request, services, "owner");
  const values = await postedValues(request);
  const version = Number(values.version);
  if (!(Number.isInteger(version) && version >= 1)) return refused("Reload the page and try again.", values);
  const parsed = changeOf(values, version);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refused(issue?.message ?? "Check the form.", values);
  }
  try {
    const details = await changeSiteDetails(services.database, parsed.data, {
      actor: { id: staff.id, label: staff.email },
    });
    const bar = announcementShowing(details.announcement, clock.millis());
    return data<SiteAnswer>({
      tone: "success",
      message: `Saved: every page shows the new details within a few seconds${details.announcement ? (bar ? ", the announcement among them" : "; the announcement shows when its time comes") : ""}.`,
    });
  } catch (error) {
    if (!(error instanceof SiteRefused)) throw error;
    return refused(error.message, values, error.status);
  }
}
