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

/** Every field the change touched, with its value before and after; fields that stayed the same are left out. */
export function describeChange(before: AuditState | null, after: AuditState | null): AuditChangeLine[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({
      field: words(field),
      before: show(before?.[field]),
      after: show(after?.[field]),
    }))
    .filter((line) => line.before !== line.after);
}

export function actionLabel(action: string): string {
  return auditActions[action as AuditAction] ?? action;
}
