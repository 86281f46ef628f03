import { site } from "#app/content/site.ts";
import type { MembershipStatus } from "#app/platform/data/tables.ts";
import type { BookingUse } from "./member-entitlements.server.ts";

/** How the pages word what members hold and what a booking uses (dates on the gym's calendar). */

const shortDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: site.timeZone });
const longDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: site.timeZone,
});

/** "14 Feb", where the gym is. */
export function shortDateLabel(instant: string | Date): string {
  return shortDate.format(new Date(instant));
}

/** "14 February 2027", where the gym is. */
export function longDateLabel(instant: string | Date): string {
  return longDate.format(new Date(instant));
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "Uses 1 of 7 credits, expire 14 Feb"; "Uses class 2 of 2 that week (Beginners)". */
export function bookingUseText(use: BookingUse): string {
  switch (use.kind) {
    case "free":
      return "";
    case "credit":
      return `Uses 1 of ${plural(use.left, "credit")}, ${use.left === 1 ? "expires" : "expire"} ${shortDateLabel(use.expiresAt)}`;
    case "membership":
      return use.limit === null
        ? `Included in your ${use.name} membership`
        : `Uses class ${use.used + 1} of ${use.limit} that week (${use.name})`;
  }
}

export const membershipStatusLabels: Record<MembershipStatus, string> = {
  active: "Active",
  paused: "Paused",
  past_due: "Payment failed",
  ended: "Ended",
};
