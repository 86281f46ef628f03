import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { VERIFICATION_MAILS_PER_ADDRESS } from "#app/features/accounts/account-mail.server.ts";
import { RESET_TOKEN_SECONDS, VERIFY_TOKEN_SECONDS } from "#app/features/accounts/auth.server.ts";
import { INVITATION_DAYS } from "#app/features/accounts/invitations.server.ts";
import { AUTH_LIMITS, SESSION_ABSOLUTE_LIFETIME_SECONDS, SESSION_IDLE_SECONDS } from "#app/features/accounts/limits.ts";
import { RESET_MAILS_PER_ADDRESS } from "#app/features/accounts/password-reset.server.ts";
import { STRIPE_WEBHOOK_MAX_BODY_BYTES } from "#app/platform/http/webhook-paths.ts";
import { MAX_BODY_BYTES, MAX_REQUEST_TARGET_LENGTH } from "#server/request-guards.ts";

/** README's "Fixed limits" paragraph is read against the constants that enforce them, so the two cannot drift. */
const readme = readFileSync(path.resolve(import.meta.dirname, "../../README.md"), "utf8").replace(/\s+/g, " ");
const limits = /Fixed limits: (.*?)What the site promises/.exec(readme)?.[1] ?? "";

const DAY = 24 * 60 * 60;

describe("README's fixed limits", () => {
  it("are there to read", () => {
    expect(limits).not.toBe("");
  });

  it.each([
    ["request targets", `request targets ≤ ${MAX_REQUEST_TARGET_LENGTH / 1024} KB (414)`],
    ["request bodies", `request bodies ≤ ${MAX_BODY_BYTES / 1024} KB (413)`],
    ["Stripe's events", `Stripe's events ≤ ${STRIPE_WEBHOOK_MAX_BODY_BYTES / 1024} KB`],
    ["e-mail", `e-mail ≤ ${AUTH_LIMITS.emailMax}`],
    ["name", `name ≤ ${AUTH_LIMITS.nameMax} (required)`],
    ["phone", `phone ≤ ${AUTH_LIMITS.phoneMax}`],
    ["emergency contact", `emergency contact ≤ ${AUTH_LIMITS.emergencyContactMax}`],
    ["invitations", `invitation to choose a password for ${INVITATION_DAYS} days`],
    ["password", `password ${AUTH_LIMITS.passwordMin}–${AUTH_LIMITS.passwordMax} characters`],
    ["idle sessions", `sessions end after ${SESSION_IDLE_SECONDS / DAY} days unused`],
    ["session lifetime", `${SESSION_ABSOLUTE_LIFETIME_SECONDS / DAY} days after sign-in at the latest`],
    [
      "reset links",
      `a password-reset link works once, for ${RESET_TOKEN_SECONDS === 3600 ? "an hour" : `${RESET_TOKEN_SECONDS / 60} minutes`}`,
    ],
    [
      "reset mails",
      `(${RESET_MAILS_PER_ADDRESS.max} per address per ${RESET_MAILS_PER_ADDRESS.window === 900 ? "quarter hour" : `${RESET_MAILS_PER_ADDRESS.window / 60} minutes`})`,
    ],
    [
      "verification links",
      `a verification link for ${VERIFY_TOKEN_SECONDS === DAY ? "a day" : `${VERIFY_TOKEN_SECONDS / 3600} hours`}`,
    ],
    [
      "verification mails",
      `(${VERIFICATION_MAILS_PER_ADDRESS.max} per address per ${VERIFICATION_MAILS_PER_ADDRESS.window === 900 ? "quarter hour" : `${VERIFICATION_MAILS_PER_ADDRESS.window / 60} minutes`})`,
    ],
  ])("state %s as the server enforces it", (_what, text) => {
    expect(limits).toContain(text);
  });
});
