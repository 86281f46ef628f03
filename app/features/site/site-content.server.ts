import type { Kysely } from "kysely";
import { type OpeningHours, type SocialLink, sampleSiteDetails } from "#app/content/site.ts";
import type { Tables } from "#app/platform/data/database.server.ts";
import { type OwnedContent, ownedContent } from "#app/platform/data/owned-content.server.ts";
import type { StoredSiteDetails } from "./site-records.ts";

/**
 * The site's details as content the database owns (decisions 0180, 0200): imported from
 * app/content/site.ts on the first start, then read from site_details and
 * site_special_hours; every server keeps a snapshot and polls its version.
 */
type Db = Kysely<Tables>;

export function sampleStoredSiteDetails(): StoredSiteDetails {
  return { ...structuredClone(sampleSiteDetails), version: 1, updatedAt: "" };
}

export function siteDetailsRow(details: StoredSiteDetails) {
  return {
    id: 1,
    address: details.contact.address,
    phone: details.contact.phone,
    email: details.contact.email,
    latitude: String(details.contact.location.latitude),
    longitude: String(details.contact.location.longitude),
    hours: JSON.stringify(details.hours),
    social: JSON.stringify(details.social),
    announcement_text: details.announcement?.text ?? null,
    announcement_link: details.announcement?.link ?? null,
    announcement_from: details.announcement?.from ?? null,
    announcement_until: details.announcement?.until ?? null,
    version: details.version,
    updated_at: details.updatedAt,
  };
}

export function specialHoursRows(details: StoredSiteDetails) {
  return details.specialHours.map((day) => ({
    local_date: day.date,
    closed: day.closed ? 1 : 0,
    opens: day.closed ? null : day.opens,
    closes: day.closed ? null : day.closes,
    note: day.note,
  }));
}

async function loadSiteDetails(trx: Db): Promise<StoredSiteDetails> {
  const [row, special] = await Promise.all([
    trx.selectFrom("site_details").selectAll().where("id", "=", 1).executeTakeFirst(),
    trx.selectFrom("site_special_hours").selectAll().orderBy("local_date").execute(),
  ]);
  if (!row) throw new Error("The database has no site details: its migrations have not run");
  return {
    contact: {
      address: row.address,
      phone: row.phone,
      email: row.email,
      location: { latitude: Number(row.latitude), longitude: Number(row.longitude) },
    },
    hours: JSON.parse(row.hours) as OpeningHours[],
    specialHours: special.map((day) => ({
      date: day.local_date,
      closed: Number(day.closed) === 1,
      opens: day.opens,
      closes: day.closes,
      note: day.note,
    })),
    social: JSON.parse(row.social) as SocialLink[],
    announcement: row.announcement_text
      ? {
          text: row.announcement_text,
          link: row.announcement_link,
          from: row.announcement_from,
          until: row.announcement_until,
        }
      : null,
    version: Number(row.version),
    updatedAt: row.updated_at,
  };
}

async function importSampleSiteDetails(trx: Db, now: Date): Promise<void> {
  const sample = { ...sampleStoredSiteDetails(), updatedAt: now.toISOString() };
  await trx.insertInto("site_details").values(siteDetailsRow(sample)).execute();
  const special = specialHoursRows(sample);
  if (special.length > 0) await trx.insertInto("site_special_hours").values(special).execute();
}

export const siteContent: OwnedContent<StoredSiteDetails> = ownedContent({
  name: "site",
  sample: sampleStoredSiteDetails,
  importSample: importSampleSiteDetails,
  load: loadSiteDetails,
});
