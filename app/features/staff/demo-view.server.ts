import type { StaffViewer } from "./access.server.ts";

/**
 * What the public demo staff account is shown of a staff page's data: the same page, with
 * every real person's details masked ("m•••@e•••", "M•••"), their notes and messages
 * withheld, audit changes and everyone's health answers left out. The demo accounts' own
 * details stay readable. Masked by field name over the whole loader answer, so a field added
 * to a page later is masked too, not forgotten.
 */
const MASKED_FIELDS = new Set([
  "email",
  "name",
  "fullName",
  "memberName",
  "memberEmail",
  "phone",
  "emergencyContact",
  "actor",
  "subject",
  "updatedBy",
  "grantedBy",
  "createdBy",
  "sentBy",
]);
const WITHHELD_FIELDS = new Set(["comment", "note", "changes"]);
/**
 * Health answers are special-category data: the demo sees no one's, whoever's record or
 * roster carries them (a demo account's too), as a flag left down and no questions.
 */
const HEALTH_FLAGS = new Set(["healthFlag"]);
const HEALTH_LISTS = new Set(["yesTo"]);
const DEMO_NAMES = new Set(["Demo member", "Demo staff"]);

export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return domain ? `${local.slice(0, 1)}•••@${domain.slice(0, 1)}•••` : `${email.slice(0, 1)}•••`;
}

function maskText(value: string): string {
  return value.includes("@") ? maskEmail(value) : `${value.slice(0, 1)}•••`;
}

export function maskedForDemo<T>(value: T, viewer: Pick<StaffViewer, "email">): T {
  const own = viewer.email.toLowerCase();
  const keep = (text: string) => text === "" || DEMO_NAMES.has(text) || text.toLowerCase() === own;
  const walk = (node: unknown, key?: string): unknown => {
    if (key !== undefined && HEALTH_FLAGS.has(key)) return false;
    if (key !== undefined && HEALTH_LISTS.has(key)) return [];
    if (typeof node === "string" && key !== undefined) {
      if (WITHHELD_FIELDS.has(key)) return node === "" ? node : "(hidden in the demo)";
      if (MASKED_FIELDS.has(key) && !keep(node)) return maskText(node);
      return node;
    }
    if (Array.isArray(node)) return key !== undefined && WITHHELD_FIELDS.has(key) ? [] : node.map((item) => walk(item));
    if (node && typeof node === "object" && Object.getPrototypeOf(node) === Object.prototype) {
      return Object.fromEntries(Object.entries(node).map(([name, child]) => [name, walk(child, name)]));
    }
    return node;
  };
  return walk(value) as T;
}
