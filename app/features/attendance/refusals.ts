/**
 * Why a member may not book for a reason of attendance: they have not accepted the gym's
 * current terms, or the no-show policy has suspended their booking. Thrown by
 * `assertMayBook` (may-book.server.ts); the booking API answers it with `response()`
 * (docs/api.md), the booking forms with `outcomeOf` in may-book.server.ts.
 */
export type MayNotBookCode = "TERMS_REQUIRED" | "BOOKING_SUSPENDED";

export class MayNotBook extends Error {
  override name = "MayNotBook";
  readonly code: MayNotBookCode;
  readonly status: number;
  /** Extra fields of the API's error body: the `version` to accept, or `until` when a suspension ends. */
  readonly details: Record<string, string>;

  constructor(code: MayNotBookCode, message: string, details: Record<string, string>) {
    super(message);
    this.code = code;
    this.status = code === "TERMS_REQUIRED" ? 409 : 403;
    this.details = details;
  }
}
