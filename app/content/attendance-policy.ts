/**
 * The gym's no-show and late-cancellation policy (product.md, "Attendance policy and
 * terms"): after `strikes` no-shows or late cancellations within `withinDays` days, a
 * member may not book for `suspendDays` days. Staff may forgive a strike. A gym without
 * such a policy sets `enabled` to false.
 */
export const attendancePolicy = {
  enabled: true,
  strikes: 3,
  withinDays: 30,
  suspendDays: 7,
  /**
   * A no-show counts this long after the class ended: the desk may still mark a late
   * arrival as attended (no-shows are recorded automatically once a class ends, and when
   * staff close the roster).
   */
  noShowGraceMinutes: 60,
};

export type AttendancePolicy = typeof attendancePolicy;
