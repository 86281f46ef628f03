/** Why a staff action was refused: a stable code, a sentence for the person at the desk, an HTTP status. */
export type StaffRefusalCode =
  | "ACCOUNT_NOT_FOUND"
  | "DEMO_ACCOUNT_NEVER_STAFF"
  | "DEMO_STAFF_NEVER_OWNER"
  | "OWNERS_CHANGE_FROM_COMMAND_LINE"
  | "NOT_STAFF"
  | "LEAD_NOT_FOUND"
  | "LEAD_CHANGED"
  | "DETAILS_CHANGED"
  | "SESSION_NOT_FOUND"
  | "SESSION_CANCELLED"
  | "SESSION_STARTED"
  | "CAPACITY_BELOW_BOOKED"
  | "BOOKING_NOT_ON_ROSTER"
  | "CHECK_IN_NOT_OPEN"
  | "BOOKING_REFUSED"
  | "MEMBER_SUSPENDED"
  | "OWNERS_ONLY"
  | "ACCOUNT_EXISTS"
  | "LEAD_CONVERTED"
  | "INVALID_INPUT"
  | "ALREADY_BOUGHT_ONCE"
  | "BILLED_ONLINE"
  | "NO_MEMBERSHIP"
  | "NOT_PAUSED"
  | "SALE_NOT_FOUND"
  | "ALREADY_REFUNDED"
  | "PAID_ONLINE"
  | "NOT_ENOUGH_CREDITS"
  | "NOT_SLIPPING_AWAY"
  | "NEWS_OFF"
  | "ALREADY_MAILED"
  | "FORM_ALREADY_SENT";

const STATUS: Record<StaffRefusalCode, number> = {
  ACCOUNT_NOT_FOUND: 404,
  DEMO_ACCOUNT_NEVER_STAFF: 409,
  DEMO_STAFF_NEVER_OWNER: 409,
  OWNERS_CHANGE_FROM_COMMAND_LINE: 409,
  NOT_STAFF: 409,
  LEAD_NOT_FOUND: 404,
  LEAD_CHANGED: 409,
  DETAILS_CHANGED: 409,
  SESSION_NOT_FOUND: 404,
  SESSION_CANCELLED: 409,
  SESSION_STARTED: 409,
  CAPACITY_BELOW_BOOKED: 409,
  BOOKING_NOT_ON_ROSTER: 409,
  CHECK_IN_NOT_OPEN: 409,
  BOOKING_REFUSED: 409,
  MEMBER_SUSPENDED: 409,
  OWNERS_ONLY: 403,
  ACCOUNT_EXISTS: 409,
  LEAD_CONVERTED: 409,
  INVALID_INPUT: 400,
  ALREADY_BOUGHT_ONCE: 409,
  BILLED_ONLINE: 409,
  NO_MEMBERSHIP: 409,
  NOT_PAUSED: 409,
  SALE_NOT_FOUND: 404,
  ALREADY_REFUNDED: 409,
  PAID_ONLINE: 409,
  NOT_ENOUGH_CREDITS: 409,
  NOT_SLIPPING_AWAY: 409,
  NEWS_OFF: 409,
  ALREADY_MAILED: 409,
  FORM_ALREADY_SENT: 409,
};

export class StaffRefused extends Error {
  override name = "StaffRefused";
  readonly code: StaffRefusalCode;
  readonly status: number;

  /** `message` is shown to staff as it is: it says what happened and what to do. */
  constructor(code: StaffRefusalCode, message: string) {
    super(message);
    this.code = code;
    this.status = STATUS[code];
  }
}
