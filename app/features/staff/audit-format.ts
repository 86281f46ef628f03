import { formatClockTime } from "#app/content/clock.ts";
import { type Weekday, weekdayName, weekdays } from "#app/content/weekdays.ts";
import { type AuditAction, type AuditState, auditActions } from "./audit-actions.ts";

/** One line of an audit entry's change: "Capacity: 12 → 14". */
export interface AuditChangeLine {
  field: string;
  before: string;
  after: string;
}

const show = (value: AuditState[string] | undefined): string => {
  if (value === undefined || value === null) return "—";
  if (typeof value === "boolean") return value ? "yes" : "no";
  return value === "" ? "(empty)" : String(value);
};

/** "promotedFromWaitlist" → "Promoted from waitlist". */
function words(field: string): string {
  const text = field.replace(/([A-Z])/g, " $1").toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Names the log's ids stand for: a trainer's id, a class's slug (what the schedule calls them now). */
export interface AuditNames {
  trainer(id: string): string | undefined;
  gymClass(slug: string): string | undefined;
  /** A calendar date as the site writes it: "Wednesday 2 December". */
  date(value: string): string;
}

const TRAINER_FIELDS = new Set(["trainer", "trainerId", "coverTrainer", "coverTrainerId"]);
const CLASS_FIELDS = new Set(["class", "classSlug"]);

/**
 * A value as the rest of the site writes it: a trainer or class by name (not its id), a
 * time of day on the 12-hour clock ("9:00am"), a date in words, a weekday capitalised.
 */
function present(field: string, value: AuditState[string] | undefined, names: AuditNames | undefined): string {
  if (typeof value !== "string" || value === "" || !names) return show(value);
  if (TRAINER_FIELDS.has(field)) return names.trainer(value) ?? value;
  if (CLASS_FIELDS.has(field)) return names.gymClass(value) ?? value;
  if (/^\d{2}:\d{2}$/.test(value)) return formatClockTime(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return names.date(value);
  if ((weekdays as readonly string[]).includes(value)) return weekdayName(value as Weekday);
  return value;
}

/** Every field the change touched, with its value before and after; fields that stayed the same are left out. */
export function describeChange(
  before: AuditState | null,
  after: AuditState | null,
  names?: AuditNames,
): AuditChangeLine[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({
      field: words(field),
      before: present(field, before?.[field], names),
      after: present(field, after?.[field], names),
    }))
    .filter((line) => line.before !== line.after);
}

export function actionLabel(action: string): string {
  return auditActions[action as AuditAction] ?? action;
}
