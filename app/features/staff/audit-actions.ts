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
  "timetable.slot-added": "Added a weekly class",
  "timetable.slot-changed": "Changed a weekly class",
  "timetable.slot-removed": "Removed a weekly class",
  "timetable.one-off-added": "Added a one-off session",
  "timetable.one-off-changed": "Changed a one-off session",
  "timetable.one-off-removed": "Removed a one-off session",
  "timetable.cover-set": "Gave a session cover",
  "timetable.cover-removed": "Took a session's cover away",
  "timetable.closure-added": "Closed the gym for some days",
  "timetable.closure-removed": "Removed a closure",
  "class.added": "Added a class",
  "class.changed": "Changed a class",
  "class.retired": "Retired a class",
  "trainer.added": "Added a trainer",
  "trainer.changed": "Changed a trainer",
  "trainer.retired": "Retired a trainer",
  "booking.desk-booked": "Booked a member in",
  "member.registered": "Registered a member at the desk",
  "member.details-changed": "Changed a member's details",
  "lead.converted": "Made a lead a member",
  "sale.recorded": "Sold a membership or class pass",
  "sale.refunded": "Refunded a payment",
  "membership.paused": "Paused a membership",
  "membership.resumed": "Resumed a membership",
  "membership.ended": "Ended a membership",
  "credits.adjusted": "Adjusted class credits",
  "member.win-back-mailed": "Sent a “we miss you” e-mail",
  "cash-up.closed": "Closed a day's cash-up",
} as const;

export type AuditAction = keyof typeof auditActions;

/** A subject's state before or after an action: flat, JSON-safe values. */
export type AuditState = Record<string, string | number | boolean | null>;
