import type { MigrationStep } from "./step.ts";

/**
 * The site's details, owned by the database after the first start (decision 0200), a kind
 * of owned content (decision 0180, content_versions row "site"):
 * - site_details: one row (id = 1): how to reach the gym, its usual opening hours (a JSON
 *   array of lines: label, weekdays, opens, closes), its social links (a JSON array) and the
 *   announcement bar (text, link, from and until as UTC instants; no text, no bar). Its
 *   `version` is raised by every save, so a save from an older form is refused.
 * - site_special_hours: the days the usual hours do not hold (24 December): closed, or open
 *   other hours, with a note. The gym's local date is the key.
 * Neither holds anybody's account: who saved what is the audit log's.
 */
export const siteDetails: MigrationStep = {
  id: "0190_site_details",
  statements: [
    `CREATE TABLE IF NOT EXISTS site_details (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      address TEXT NOT NULL,
      phone TEXT NOT NULL,
      email TEXT NOT NULL,
      latitude TEXT NOT NULL,
      longitude TEXT NOT NULL,
      hours TEXT NOT NULL,
      social TEXT NOT NULL,
      announcement_text TEXT,
      announcement_link TEXT,
      announcement_from TEXT,
      announcement_until TEXT,
      version INTEGER NOT NULL CHECK (version >= 1),
      updated_at TEXT NOT NULL
    )`,
    `CREATE TABLE IF NOT EXISTS site_special_hours (
      local_date TEXT PRIMARY KEY,
      closed INTEGER NOT NULL CHECK (closed IN (0, 1)),
      opens TEXT,
      closes TEXT,
      note TEXT NOT NULL,
      CHECK (closed = 1 OR (opens IS NOT NULL AND closes IS NOT NULL AND opens < closes))
    )`,
  ],
};
