/** Input limits of the front desk's forms: the pages (maxLength) and the server (validation) read the same numbers. */
export const STAFF_LIMITS = {
  /** Places one session may have. */
  capacityMax: 200,
  /** A cancellation reason is shown on the public schedule after "Cancelled: ". */
  reasonMin: 3,
  reasonMax: 140,
  leadNoteMax: 2000,
  /** The desk's private note about a member. */
  memberNoteMax: 2000,
  searchMax: 100,
  /** Credits the desk may add or take away in one adjustment. */
  creditAdjustmentMax: 100,
  /** Days credits added by the desk stay valid: at least a day, at most a year (default 90). */
  creditValidDaysMax: 365,
  creditValidDaysDefault: 90,
} as const;
