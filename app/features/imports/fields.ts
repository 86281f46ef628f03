/**
 * What a column of a member export can be imported as (docs/api.md, "Importing members"):
 * the API's mapping names these, the page offers them, the presets map other systems'
 * headings to them. No server code here: the page's mapping form reads it too.
 */
export const importFields = [
  "email",
  "name",
  "phone",
  "emergencyContact",
  "note",
  "product",
  "membershipStarted",
  "membershipRenews",
  "credits",
  "creditsExpire",
  "termsAcceptedAt",
] as const;

export type ImportField = (typeof importFields)[number];

/** A column's heading (as the file writes it) → the field it is imported as. Headings left out are not imported. */
export type ImportMapping = Record<string, ImportField>;

/** How a date's numbers are ordered: 27/11/2026 (dmy), 11/27/2026 (mdy), 2026-11-27 (ymd). */
export const dateOrders = ["dmy", "mdy", "ymd"] as const;
export type DateOrder = (typeof dateOrders)[number];

export const dateOrderLabels: Record<DateOrder, string> = {
  dmy: "DD/MM/YYYY",
  mdy: "MM/DD/YYYY",
  ymd: "YYYY-MM-DD",
};

export const fieldLabels: Record<ImportField, string> = {
  email: "E-mail (the key)",
  name: "Name",
  phone: "Phone",
  emergencyContact: "Emergency contact",
  note: "Desk note",
  product: "Product (membership or pack)",
  membershipStarted: "Membership started",
  membershipRenews: "Membership renews",
  credits: "Credits left",
  creditsExpire: "Credits expire",
  termsAcceptedAt: "Terms accepted on",
};

/** The fields that hold a date. */
export const dateFields = ["membershipStarted", "membershipRenews", "creditsExpire", "termsAcceptedAt"] as const;
export type DateField = (typeof dateFields)[number];

export const isDateField = (field: ImportField): field is DateField =>
  (dateFields as readonly string[]).includes(field);

/**
 * Headings compared as a person reads them: "First Name", "FirstName" and "first_name" are
 * one heading (exports spell the same column differently from version to version).
 */
export function headingKey(heading: string): string {
  return heading
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}
