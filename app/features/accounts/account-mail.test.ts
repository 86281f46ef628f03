import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mailCopy } from "#app/content/mail.ts";
import { memberFeedToken, memberOfFeedToken } from "#app/features/calendar-feeds/feed-tokens.server.ts";
import { listOutbox } from "#app/features/mail/outbox.server.ts";
import { parseEnv } from "#app/platform/config/env.server.ts";
import { CLIENT_IP_HEADER } from "#app/platform/security/client-ip.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { createServices, type Services } from "#app/services.server.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp-server.ts";
import { TEST_ORIGIN, TEST_SECRET } from "#tests/support/test-settings.ts";
import { VERIFICATION_MAILS_PER_ADDRESS } from "./account-mail.server.ts";
import { handleAuthRequest } from "./auth-handler.server.ts";
import { isEmailVerified, resendVerificationAction, verifyEmailLink } from "./email-verification.server.ts";
import { forgotPasswordAction, isResetTokenUsable, resetPasswordAction } from "./password-reset.server.ts";
import { passwordResetMessages } from "./password-reset-messages.ts";

let ipCounter = 0;

/** What a route action returned: react-router's data() wrapper or a redirect Response. */
function outcome(result: unknown): { status: number; data: unknown; location?: string | null } {
  if (result instanceof Response)
    return { status: result.status, data: null, location: result.headers.get("location") };
  const wrapped = result as { data: unknown; init?: { status?: number } | null };
  return { status: wrapped.init?.status ?? 200, data: wrapped.data };
}

describe.each(databaseKinds)("account e-mail on %s", (kind) => {
  let fresh: FreshDatabase;
  let services: Services;
  let smtp: TestSmtpServer;
  let dataDir: string;

  async function start(extra: Record<string, string> = {}) {
    services = await createServices(
      parseEnv({
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        BETTER_AUTH_SECRET: TEST_SECRET,
        SITE_URL: TEST_ORIGIN,
        DEMO_EMAIL: "",
        DEMO_STAFF_EMAIL: "",
        SMTP_URL: smtp.url,
        MAIL_LEASE_SECONDS: "6",
        ...extra,
      }),
      fresh.database,
    );
  }

  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    smtp = await startSmtpServer();
    dataDir = mkdtempSync(path.join(tmpdir(), "ironpeak-account-mail-"));
    vi.spyOn(console, "log").mockImplementation(() => {});
    // better-auth warns about unknown addresses; expected here.
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(async () => {
    await services?.close();
    await smtp.close();
    await fresh.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function form(pathname: string, fields: Record<string, string>, init: { cookie?: string; ip?: string } = {}) {
    return new Request(`${TEST_ORIGIN}${pathname}`, {
      method: "POST",
      headers: {
        origin: TEST_ORIGIN,
        [CLIENT_IP_HEADER]: init.ip ?? `10.1.0.${++ipCounter % 250}`,
        ...(init.cookie ? { cookie: init.cookie } : {}),
      },
      body: new URLSearchParams(fields),
    });
  }

  async function signUp(email: string, password = "first-password") {
    await services.auth.api.signUpEmail({ body: { email, password, name: "Member" } });
  }

  async function signIn(email: string, password: string): Promise<string | null> {
    try {
      const { headers } = await services.auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
      return headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .join("; ");
    } catch {
      return null;
    }
  }

  async function mailTo(address: string, subject: string) {
    for (let waited = 0; waited < 15_000; waited += 50) {
      const found = smtp.received.find((mail) => mail.envelope.to.includes(address) && mail.mail.subject === subject);
      if (found) return found;
      services.mail.kick();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no "${subject}" e-mail to ${address}`);
  }

  const linkIn = (text: string, pathname: string) =>
    new URL(new RegExp(`${TEST_ORIGIN}${pathname}\\?token=\\S+`).exec(text)?.[0] ?? "http://missing");

  it("e-mails a reset link that works once, for an hour, to a known address; an unknown one gets the same answer and nothing", async () => {
    await start();
    await signUp("known@example.com");
    const known = outcome(
      await forgotPasswordAction(form("/forgot-password", { email: "Known@Example.com" }), services),
    );
    const unknown = outcome(
      await forgotPasswordAction(form("/forgot-password", { email: "nobody@example.com" }), services),
    );
    expect(known).toEqual({ status: 200, data: { status: "sent", email: "known@example.com" } });
    expect(unknown).toEqual({ status: 200, data: { status: "sent", email: "nobody@example.com" } });

    const mail = await mailTo("known@example.com", mailCopy.passwordReset.subject);
    const token = linkIn(mail.mail.text ?? "", "/reset-password").searchParams.get("token") ?? "";
    expect(await isResetTokenUsable(services, token)).toBe(true);
    const ctx = await services.auth.$context;
    const stored = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
    const lifetime = new Date(stored?.expiresAt ?? 0).getTime() - clock.millis();
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000);

    const resets = (await listOutbox(services.database.db)).filter((row) => row.topic === "password-reset");
    expect(resets.map((row) => row.recipient)).toEqual(["known@example.com"]);
  });

  it("answers better-auth's own request-password-reset API the same way, through the same transaction", async () => {
    await start();
    await signUp("api@example.com");
    const call = (email: string) =>
      handleAuthRequest(
        new Request(`${TEST_ORIGIN}/api/auth/request-password-reset`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: TEST_ORIGIN, [CLIENT_IP_HEADER]: "10.2.0.1" },
          body: JSON.stringify({ email }),
        }),
        services,
      );
    const known = await call("api@example.com");
    const unknown = await call("nobody@example.com");
    expect(known.status).toBe(200);
    expect(await known.text()).toBe(await unknown.text());
    await mailTo("api@example.com", mailCopy.passwordReset.subject);
  });

  it("sets the new password, ends every session of the account, and refuses the link a second time", async () => {
    await start();
    await signUp("reset@example.com", "old-password");
    const sessions = [
      await signIn("reset@example.com", "old-password"),
      await signIn("reset@example.com", "old-password"),
    ];
    const member = await services.database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "reset@example.com")
      .executeTakeFirstOrThrow();
    const feedToken = await memberFeedToken(services.database, TEST_SECRET, member.id);
    expect(await memberOfFeedToken(services.database, feedToken)).toBe(member.id);
    await forgotPasswordAction(form("/forgot-password", { email: "reset@example.com" }), services);
    const mail = await mailTo("reset@example.com", mailCopy.passwordReset.subject);
    const token = linkIn(mail.mail.text ?? "", "/reset-password").searchParams.get("token") ?? "";

    const mismatch = outcome(
      await resetPasswordAction(
        form("/reset-password", { token, password: "new-password-1", confirmPassword: "x" }),
        services,
      ),
    );
    expect(mismatch).toMatchObject({ status: 400, data: { error: passwordResetMessages.mismatch } });
    const short = outcome(
      await resetPasswordAction(
        form("/reset-password", { token, password: "short", confirmPassword: "short" }),
        services,
      ),
    );
    expect(short).toMatchObject({ status: 400, data: { error: passwordResetMessages.tooShort } });

    const done = outcome(
      await resetPasswordAction(
        form("/reset-password", { token, password: "new-password-1", confirmPassword: "new-password-1" }),
        services,
      ),
    );
    expect(done).toMatchObject({ status: 302, location: "/login?password-changed" });
    for (const cookie of sessions) {
      expect(await services.auth.api.getSession({ headers: new Headers({ cookie: cookie ?? "" }) })).toBeNull();
    }
    expect(await signIn("reset@example.com", "old-password")).toBeNull();
    expect(await signIn("reset@example.com", "new-password-1")).toBeTruthy();
    // The private calendar feed is personal data: its old link stops working too.
    expect(await memberOfFeedToken(services.database, feedToken)).toBeNull();

    const again = outcome(
      await resetPasswordAction(
        form("/reset-password", { token, password: "another-password", confirmPassword: "another-password" }),
        services,
      ),
    );
    expect(again).toMatchObject({ status: 400, data: { status: "expired" } });
    expect(await isResetTokenUsable(services, token)).toBe(false);
  });

  it("writes the reset token and its e-mail in one transaction: no e-mail, no token", async () => {
    await start();
    await signUp("atomic@example.com");
    await sql`DROP TABLE mail_outbox`.execute(services.database.db);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(
      forgotPasswordAction(form("/forgot-password", { email: "atomic@example.com" }), services),
    ).rejects.toThrow();
    errors.mockRestore();
    const tokens = await sql<{ identifier: string }>`SELECT identifier FROM verification`.execute(services.database.db);
    expect(tokens.rows.filter((row) => row.identifier.startsWith("reset-password:"))).toEqual([]);
  });

  it("answers a known and an unknown address as fast, even while the SMTP server hangs", async () => {
    await start();
    const count = 9;
    for (let i = 0; i < count; i++) await signUp(`timing${i}@example.com`);
    smtp.stall(true);
    const time = async (email: string) => {
      const started = performance.now();
      const result = outcome(await forgotPasswordAction(form("/forgot-password", { email }), services));
      expect(result.data).toMatchObject({ status: "sent" });
      return performance.now() - started;
    };
    await time("warm-up@example.com");
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < count; i++) {
      known.push(await time(`timing${i}@example.com`));
      unknown.push(await time(`stranger${i}@example.com`));
    }
    // The worker is stuck on the hanging server meanwhile: nothing in the request waited for it.
    await smtp.waitForUnanswered(1);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    expect(Math.max(...known)).toBeLessThan(1_000);
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(40);
    smtp.stall(false);
  });

  it("sends a verification link at sign-up; following it confirms the address", async () => {
    await start();
    await signUp("new@example.com");
    const user = await services.database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "new@example.com")
      .executeTakeFirstOrThrow();
    expect(await isEmailVerified(services, user.id)).toBe(false);

    const mail = await mailTo("new@example.com", mailCopy.verifyEmail.subject);
    const token = linkIn(mail.mail.text ?? "", "/verify-email").searchParams.get("token") ?? "";
    expect(await verifyEmailLink(services, "not-a-token")).toBe("invalid");
    expect(await verifyEmailLink(services, token)).toBe("verified");
    expect(await isEmailVerified(services, user.id)).toBe(true);
  });

  it("sends the link again to a signed-in member who asks, a few times per quarter hour at most", async () => {
    await start();
    await signUp("resend@example.com");
    const cookie = (await signIn("resend@example.com", "first-password")) ?? "";
    expect(outcome(await resendVerificationAction(form("/verify-email", {}), services))).toMatchObject({
      status: 401,
      data: { status: "signed-out" },
    });
    for (let i = 0; i < 3; i++) {
      expect(outcome(await resendVerificationAction(form("/verify-email", {}, { cookie }), services))).toEqual({
        status: 200,
        data: { status: "sent", email: "resend@example.com" },
      });
    }
    const limited = outcome(await resendVerificationAction(form("/verify-email", {}, { cookie }), services));
    expect(limited).toMatchObject({ status: 429, data: { status: "rate-limited" } });
    // One at sign-up, three asked for.
    await vi.waitFor(
      () =>
        expect(
          smtp.received
            .filter((mail) => mail.mail.subject === mailCopy.verifyEmail.subject)
            .map((mail) => mail.envelope.to),
        ).toHaveLength(4),
      { timeout: 15_000, interval: 100 },
    );
  });

  it("caps verification mail to an address however it is asked for, even by better-auth's endpoint without a session", async () => {
    await start();
    await signUp("target@example.com");
    for (let i = 0; i < 8; i++) {
      const response = await services.auth.handler(
        new Request(`${TEST_ORIGIN}/api/auth/send-verification-email`, {
          method: "POST",
          headers: {
            origin: TEST_ORIGIN,
            "content-type": "application/json",
            [CLIENT_IP_HEADER]: `10.2.0.${i}`,
          },
          body: JSON.stringify({ email: "target@example.com" }),
        }),
      );
      // The same answer every time: it must not tell whether mail went out.
      expect(response.status).toBe(200);
    }
    const queued = (await listOutbox(services.database.db, { limit: 100 })).filter(
      (entry) => entry.subject === mailCopy.verifyEmail.subject,
    );
    expect(queued).toHaveLength(VERIFICATION_MAILS_PER_ADDRESS.max);
  });

  it("seeds the demo account as verified and sends it nothing", async () => {
    await start({ DEMO_EMAIL: "demo@ironpeak.example", DEMO_PASSWORD: "ironpeak-demo" });
    const demo = await services.database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "demo@ironpeak.example")
      .executeTakeFirstOrThrow();
    expect(await isEmailVerified(services, demo.id)).toBe(true);
    expect(await listOutbox(services.database.db)).toEqual([]);
  });
});
