import type { PromotionPolicy } from "#app/features/booking/booking-rows.server.ts";
import type { ServerEnv } from "#app/platform/config/env.server.ts";
import { memberStanding } from "./strikes.server.ts";

/**
 * Who the waitlist may move up, everywhere it moves (a member's cancellation, the desk's
 * extra places, a deleted account's freed places): the same members who could book the
 * place themselves now, so a confirmed address where the gym requires one, and no
 * suspension under the no-show policy.
 */
export function promotionPolicy(env: Pick<ServerEnv, "REQUIRE_EMAIL_VERIFICATION">): PromotionPolicy {
  return {
    requireVerifiedEmail: env.REQUIRE_EMAIL_VERIFICATION,
    mayBePromoted: async (trx, userId, now) => (await memberStanding(trx, userId, now)).suspendedUntil === null,
  };
}
