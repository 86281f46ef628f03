/** Every kind of staff action the audit log records, as staff read it. */
export const auditActions = {
  "role.granted": "Gave a role",
  "role.revoked": "Took a role away",
  "lead.updated": "Updated a lead",
  "leads.exported": "Exported leads",
  "session.capacity-changed": "Changed a session's capacity",
  "session.cancelled": "Cancelled a session",
  "attendance.marked": "Checked a member in",
  "attendance.strike-forgiven": "Forgave a no-show or late cancellation",
  "member.win-back-mailed": "Sent a “we miss you” e-mail",
} as const;

export type AuditAction = keyof typeof auditActions;

/** A subject's state before or after an action: flat, JSON-safe values. */
export type AuditState = Record<string, string | number | boolean | null>;
