import { randomBytes } from "node:crypto";
import { clock } from "#app/platform/time/clock.ts";

/** What every part of the Stripe stand-in shares: its ids, its clock (the tests' own), its refusals. */

export const nowSeconds = () => Math.floor(clock.millis() / 1000);
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** A refusal in Stripe's error shape: `{ error: { type, code, message, param } }` with its status. */
export class StripeRefusal extends Error {
  readonly status: number;
  readonly type: string;
  readonly code: string | undefined;
  readonly param: string | undefined;
  constructor(message: string, status = 400, type = "invalid_request_error", code?: string, param?: string) {
    super(message);
    this.status = status;
    this.type = type;
    this.code = code;
    this.param = param;
  }
  body() {
    return { error: { type: this.type, code: this.code, message: this.message, param: this.param } };
  }
}

/** A refusal with Stripe's error code (and the parameter it is about): a 400. */
export const refusal = (code: string, message: string, param?: string) =>
  new StripeRefusal(message, 400, "invalid_request_error", code, param);
