import { type DateOrder, headingKey, type ImportField, type ImportMapping } from "./fields.ts";

/**
 * The member exports of the systems a gym moves from, as mappings from their headings to
 * our fields. Headings are compared loosely (fields.ts `headingKey`), so "First Name" and
 * "FirstName" are one. Where each list comes from, and what is uncertain, is written beside
 * it (the sources are also in /docs/decisions/0187-members-move-in-by-e-mail.md); the owner
 * sees the mapping on screen and corrects what a preset got wrong before anything is written.
 *
 * None of these exports carries class credits left with their expiry reliably, and not all
 * carry a renewal date: the dry run lists the rows that lack them.
 */
export interface ImportPreset {
  name: PresetName;
  label: string;
  /** Where the headings were read, and how sure they are. */
  source: string;
  /** The date order its exports use, taken when the file's dates do not tell (null: the gym's locale). */
  dateOrder: DateOrder | null;
  columns: [heading: string, field: ImportField][];
}

export const presetNames = ["mindbody", "glofox", "pushpress", "teamup"] as const;
export type PresetName = (typeof presetNames)[number];

export const presets: Record<PresetName, ImportPreset> = {
  mindbody: {
    name: "mindbody",
    label: "Mindbody",
    // No CSV headings are published (clients leave through the paid Data Export Service);
    // these are the fields of the Public API v6 Client model and its pricing options and
    // contracts (developers.mindbodyonline.com; schemas.apis.io "public-api-v6-client"),
    // which its client reports are believed to follow. Uncertain: every heading.
    source: "Mindbody Public API v6 (Client, ClientService, ClientContract): headings uncertain",
    dateOrder: "mdy",
    columns: [
      ["Email", "email"],
      ["FirstName", "name"],
      ["LastName", "name"],
      ["MobilePhone", "phone"],
      ["HomePhone", "phone"],
      ["EmergencyContactInfoName", "emergencyContact"],
      ["EmergencyContactInfoPhone", "emergencyContact"],
      ["EmergencyContactInfoRelationship", "emergencyContact"],
      ["Notes", "note"],
      ["LiabilityAgreementDate", "termsAcceptedAt"],
      ["AgreementDate", "termsAcceptedAt"],
      ["ContractName", "product"],
      ["PricingOption", "product"],
      ["StartDate", "membershipStarted"],
      ["EndDate", "membershipRenews"],
      ["Remaining", "credits"],
      ["ExpirationDate", "creditsExpire"],
    ],
  },
  glofox: {
    name: "glofox",
    label: "Glofox",
    // Manage → Clients → Actions → Download (help.wodboard.com, "Migrating from Glofox").
    // Headings as third-party importers read them; not confirmed at Glofox. "Added" is when
    // the client was added, taken as the membership's start. Expiry dates are MM/DD/YYYY.
    source: "Glofox client download, headings from third-party importers: uncertain",
    dateOrder: "mdy",
    columns: [
      ["Email", "email"],
      ["First Name", "name"],
      ["Last Name", "name"],
      ["Phone", "phone"],
      ["Membership Name", "product"],
      ["Added", "membershipStarted"],
      ["Membership Expiry Date", "membershipRenews"],
    ],
  },
  pushpress: {
    name: "pushpress",
    label: "PushPress",
    // Members → Download Members (help.wodboard.com, "Migrating from PushPress"). Its
    // headings are published nowhere we could read (the import template is an image:
    // help.pushpress.com article 911359 asks for first name, last name and a unique e-mail).
    // Everything past those three is a guess.
    source: "PushPress member download: only first name, last name and e-mail confirmed",
    dateOrder: "mdy",
    columns: [
      ["Email", "email"],
      ["First Name", "name"],
      ["Last Name", "name"],
      ["Phone", "phone"],
      ["Plan", "product"],
      ["Plan Start Date", "membershipStarted"],
      ["Next Billing Date", "membershipRenews"],
      ["Emergency Contact Name", "emergencyContact"],
      ["Emergency Contact Phone", "emergencyContact"],
      ["Notes", "note"],
    ],
  },
  teamup: {
    name: "teamup",
    label: "TeamUp",
    // Customers → Customer List → Export, headings as a third-party importer reads them
    // (https://github.com/Schofield90/atlas-fitness-onboarding, its GoTeamUp import service).
    // "Full Name" is used, not First and Last Name (the same name twice). Active Memberships
    // may list several, comma-separated: the first one the gym sells is taken. No renewal
    // date, no credits left. Day/month order follows the account's country: uncertain; a UK
    // company, so DD/MM/YYYY when the dates do not tell.
    source: "TeamUp customer export, headings from a third-party importer",
    dateOrder: "dmy",
    columns: [
      ["Email", "email"],
      ["Full Name", "name"],
      ["Phone", "phone"],
      ["Emergency Contact Name", "emergencyContact"],
      ["Emergency Contact Phone", "emergencyContact"],
      ["Emergency Contact Relationship", "emergencyContact"],
      ["Active Memberships", "product"],
      ["Join Date", "membershipStarted"],
    ],
  },
};

export const isPresetName = (name: string): name is PresetName => (presetNames as readonly string[]).includes(name);

/** The mapping for this file: each of its headings `columns` know, under the file's own spelling. */
export function mappingFrom(columns: readonly [string, ImportField][], headings: readonly string[]): ImportMapping {
  const known = new Map(columns.map(([heading, field]) => [headingKey(heading), field]));
  const mapping: ImportMapping = {};
  for (const heading of headings) {
    const field = known.get(headingKey(heading));
    if (field) mapping[heading] = field;
  }
  return mapping;
}

/** The preset's mapping for this file. */
export function presetMapping(preset: ImportPreset, headings: readonly string[]): ImportMapping {
  return mappingFrom(preset.columns, headings);
}

/** Our own field names and labels, for a file the owner made themselves ("email", "Name", "Credits left"…). */
const ownHeadings: [string, ImportField][] = [
  ["email", "email"],
  ["e-mail", "email"],
  ["email address", "email"],
  ["name", "name"],
  ["full name", "name"],
  ["phone", "phone"],
  ["emergency contact", "emergencyContact"],
  ["note", "note"],
  ["notes", "note"],
  ["product", "product"],
  ["membership", "product"],
  ["membership started", "membershipStarted"],
  ["membership renews", "membershipRenews"],
  ["credits", "credits"],
  ["credits left", "credits"],
  ["credits expire", "creditsExpire"],
  ["terms accepted", "termsAcceptedAt"],
  ["terms accepted at", "termsAcceptedAt"],
];

/** Without a preset: the headings that spell one of our fields. */
export function ownMapping(headings: readonly string[]): ImportMapping {
  return mappingFrom(ownHeadings, headings);
}
