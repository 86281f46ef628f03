import { describe, expect, it } from "vitest";
import { site } from "#app/content/site.ts";
import { ConfigError, EMBEDDED_DEMO_STAFF_ACCOUNT, parseEnv } from "./env.server.ts";

describe("server configuration", () => {
  it("serves on port 3000 of every interface with data in ./data when nothing is set", () => {
    expect(parseEnv({})).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", DATA_DIR: "./data" });
  });

  it("reads PORT, HOST and DATA_DIR from the environment", () => {
    expect(parseEnv({ PORT: "8080", HOST: "127.0.0.1", DATA_DIR: "/var/lib/ironpeak" })).toMatchObject({
      PORT: 8080,
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/ironpeak",
    });
  });

  it.each([
    ["abc", "must be a whole number"],
    ["80.5", "must be a whole number"],
    ["0", "must be between 1 and 65535"],
    ["70000", "must be between 1 and 65535"],
  ])("refuses PORT=%s and says it %s", (value, reason) => {
    expect(() => parseEnv({ PORT: value })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: value })).toThrow(`PORT: ${reason}`);
  });

  it("names every bad variable at once", () => {
    expect(() => parseEnv({ PORT: "x", HOST: "" })).toThrow(/PORT: .*\n.*HOST: must not be empty/);
  });

  it("has one public origin: SITE_URL, or its older name BETTER_AUTH_URL, else localhost on the port", () => {
    expect(parseEnv({ PORT: "4000" }).SITE_URL).toBe("http://localhost:4000");
    expect(parseEnv({ SITE_URL: "https://gym.example/some/path" }).SITE_URL).toBe("https://gym.example");
    expect(parseEnv({ BETTER_AUTH_URL: "https://gym.example" }).SITE_URL).toBe("https://gym.example");
    expect(parseEnv({ SITE_URL: "https://gym.example", BETTER_AUTH_URL: "https://gym.example/" }).SITE_URL).toBe(
      "https://gym.example",
    );
  });

  it("refuses two different origins, and one that is not an http(s) URL, naming the setting", () => {
    expect(() => parseEnv({ SITE_URL: "https://a.example", BETTER_AUTH_URL: "https://b.example" })).toThrow(
      /SITE_URL \(https:\/\/a\.example\) and BETTER_AUTH_URL \(https:\/\/b\.example\) name different origins/,
    );
    expect(() => parseEnv({ SITE_URL: "gym.example" })).toThrow(/SITE_URL: must be an absolute URL/);
    expect(() => parseEnv({ SITE_URL: "ftp://gym.example" })).toThrow(
      /SITE_URL: must start with https:\/\/ or http:\/\//,
    );
  });

  it("accepts a session sync endpoint that is a path of this site under /api/", () => {
    expect(parseEnv({}).SESSION_SYNC_ENDPOINT).toBe("/api/session");
    expect(parseEnv({ SESSION_SYNC_ENDPOINT: "/api/members/session-sync" }).SESSION_SYNC_ENDPOINT).toBe(
      "/api/members/session-sync",
    );
  });

  it.each([
    "//evil.example/api/session",
    "https://evil.example/api/session",
    "/\\evil.example/api",
    "/api/session?next=1",
    "/api/session/",
    "/api/../login",
    "/login",
    "/api/auth/session",
    "/api/config",
  ])("refuses SESSION_SYNC_ENDPOINT=%s", (value) => {
    expect(() => parseEnv({ SESSION_SYNC_ENDPOINT: value })).toThrow(/SESSION_SYNC_ENDPOINT: must/);
  });

  it("keeps e-mail without SMTP_URL, sends as the gym to the gym by default, and retries ten times", () => {
    const defaults = parseEnv({});
    expect(defaults.SMTP_URL).toBeUndefined();
    expect(defaults.LEAD_WEBHOOK_URL).toBeUndefined();
    expect(defaults).toMatchObject({
      MAIL_FROM: `"${site.brand}" <${site.contact.email}>`,
      STAFF_EMAIL: site.contact.email,
      MAIL_MAX_ATTEMPTS: 10,
      MAIL_RETRY_BASE_SECONDS: 30,
      MAIL_LEASE_SECONDS: 120,
      REQUIRE_EMAIL_VERIFICATION: false,
      WARM_PAGES: "start",
    });
    expect(
      parseEnv({
        SMTP_URL: "smtps://apikey:secret@smtp.example.com:465",
        MAIL_FROM: "Gym <gym@example.com>",
        STAFF_EMAIL: "desk@example.com",
        REQUIRE_EMAIL_VERIFICATION: "true",
      }),
    ).toMatchObject({
      SMTP_URL: "smtps://apikey:secret@smtp.example.com:465",
      MAIL_FROM: "Gym <gym@example.com>",
      STAFF_EMAIL: "desk@example.com",
      REQUIRE_EMAIL_VERIFICATION: true,
    });
  });

  it.each([
    ["SMTP_URL", "smtp.example.com", "SMTP_URL: must be a URL such as smtp://"],
    ["SMTP_URL", "https://smtp.example.com", "SMTP_URL: must start with smtp:// or smtps://"],
    ["MAIL_FROM", "not an address", "MAIL_FROM: must be"],
    ["MAIL_FROM", "a@example.com, b@example.com", "MAIL_FROM: must be one address"],
    ["STAFF_EMAIL", "desk", "STAFF_EMAIL: must be an e-mail address"],
    ["LEAD_WEBHOOK_URL", "ftp://crm.example", "LEAD_WEBHOOK_URL: must be an http:// or https:// URL"],
    ["MAIL_MAX_ATTEMPTS", "0", "MAIL_MAX_ATTEMPTS:"],
    ["MAIL_LEASE_SECONDS", "2", "MAIL_LEASE_SECONDS: must be at least 4"],
    ["REQUIRE_EMAIL_VERIFICATION", "yes", "REQUIRE_EMAIL_VERIFICATION: must be true or false"],
    ["WARM_PAGES", "lazy", "WARM_PAGES: must be start or first-visit"],
  ])("refuses %s=%s, naming it", (name, value, message) => {
    expect(() => parseEnv({ [name]: value })).toThrow(message);
  });

  it("never repeats an SMTP_URL's password in its complaint", () => {
    expect(() => parseEnv({ SMTP_URL: "http://user:hunter2@smtp.example.com" })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("hunter2") }),
    );
  });

  it("needs LEAD_WEBHOOK_SECRET with LEAD_WEBHOOK_URL", () => {
    expect(() => parseEnv({ LEAD_WEBHOOK_URL: "https://crm.example/leads" })).toThrow(
      "LEAD_WEBHOOK_SECRET: is required with LEAD_WEBHOOK_URL",
    );
    expect(
      parseEnv({ LEAD_WEBHOOK_URL: "https://crm.example/leads", LEAD_WEBHOOK_SECRET: "x".repeat(32) }).LEAD_WEBHOOK_URL,
    ).toBe("https://crm.example/leads");
  });

  it("switches online payment on with a Stripe key and webhook secret together, checked for their shape", () => {
    expect(parseEnv({}).STRIPE_SECRET_KEY).toBeUndefined();
    const stripe = { STRIPE_SECRET_KEY: "sk_test_51abcdefGHIJ", STRIPE_WEBHOOK_SECRET: "whsec_abcdefgh12345678" };
    expect(parseEnv(stripe)).toMatchObject(stripe);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY })).toThrow(
      "STRIPE_WEBHOOK_SECRET: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together",
    );
    expect(() => parseEnv({ ...stripe, STRIPE_SECRET_KEY: "pk_test_51abcdefGHIJ" })).toThrow(
      "STRIPE_SECRET_KEY: must be a Stripe secret key",
    );
    expect(() => parseEnv({ ...stripe, STRIPE_WEBHOOK_SECRET: "secret" })).toThrow(
      "STRIPE_WEBHOOK_SECRET: must be a Stripe webhook signing secret",
    );
    expect(parseEnv({ ...stripe, STRIPE_API_URL: "http://127.0.0.1:12111" }).STRIPE_API_URL).toBe(
      "http://127.0.0.1:12111",
    );
    expect(() => parseEnv({ STRIPE_API_URL: "http://127.0.0.1:12111" })).toThrow(
      "STRIPE_API_URL: is used only with STRIPE_SECRET_KEY",
    );
  });

  it("stops the server when STRIPE_API_URL would send the secret key in the clear or take live money elsewhere", () => {
    const stripe = { STRIPE_SECRET_KEY: "sk_test_51abcdefGHIJ", STRIPE_WEBHOOK_SECRET: "whsec_abcdefgh12345678" };
    for (const local of [
      "http://localhost:12111",
      "http://127.0.0.1:12111",
      "http://127.8.9.10/",
      "http://[::1]:12111",
    ]) {
      expect(parseEnv({ ...stripe, STRIPE_API_URL: local }).STRIPE_API_URL).toBe(local);
    }
    expect(parseEnv({ ...stripe, STRIPE_API_URL: "https://stripe-mock.internal:12112" }).STRIPE_API_URL).toBe(
      "https://stripe-mock.internal:12112",
    );
    for (const remote of [
      "http://stripe-mock.internal:12111",
      "http://10.0.0.5:12111",
      "http://localhost.evil.example/",
    ]) {
      expect(() => parseEnv({ ...stripe, STRIPE_API_URL: remote })).toThrow(
        "STRIPE_API_URL: must be https:// (plain http:// only to this machine: localhost, 127.0.0.1, ::1)",
      );
    }
    for (const live of ["sk_live_51abcdefGHIJ", "rk_live_51abcdefGHIJ"]) {
      expect(() =>
        parseEnv({ ...stripe, STRIPE_SECRET_KEY: live, STRIPE_API_URL: "https://stripe-mock.internal:12112" }),
      ).toThrow("STRIPE_API_URL: must not be set with a live key (sk_live_…, rk_live_…)");
      expect(parseEnv({ ...stripe, STRIPE_SECRET_KEY: live }).STRIPE_SECRET_KEY).toBe(live);
    }
  });

  it("seeds a demo staff account in the embedded setup only, unless DEMO_STAFF_EMAIL says otherwise (even empty)", () => {
    const demoStaff = (env: ReturnType<typeof parseEnv>) =>
      env.DEMO_STAFF_EMAIL ? { email: env.DEMO_STAFF_EMAIL, password: env.DEMO_STAFF_PASSWORD } : null;
    expect(demoStaff(parseEnv({}))).toEqual(EMBEDDED_DEMO_STAFF_ACCOUNT);
    expect(demoStaff(parseEnv({ DATABASE_URL: "postgres://db.example/gym" }))).toBeNull();
    expect(demoStaff(parseEnv({ DEMO_STAFF_EMAIL: "" }))).toBeNull();
    expect(
      demoStaff(
        parseEnv({
          DATABASE_URL: "postgres://db.example/gym",
          DEMO_STAFF_EMAIL: "desk@gym.example",
          DEMO_STAFF_PASSWORD: "front-desk-1",
        }),
      ),
    ).toEqual({ email: "desk@gym.example", password: "front-desk-1" });
  });

  it("wants the demo staff e-mail and password together, and never the demo member's address", () => {
    expect(() => parseEnv({ DEMO_STAFF_EMAIL: "desk@gym.example" })).toThrow(
      "DEMO_STAFF_PASSWORD: set DEMO_STAFF_EMAIL and DEMO_STAFF_PASSWORD together",
    );
    expect(() => parseEnv({ DEMO_STAFF_EMAIL: "desk", DEMO_STAFF_PASSWORD: "front-desk-1" })).toThrow(
      "DEMO_STAFF_EMAIL: must be an e-mail address",
    );
    expect(() =>
      parseEnv({
        DEMO_EMAIL: "demo@gym.example",
        DEMO_PASSWORD: "demo-pass-1",
        DEMO_STAFF_EMAIL: "DEMO@gym.example",
        DEMO_STAFF_PASSWORD: "front-desk-1",
      }),
    ).toThrow("DEMO_STAFF_EMAIL: must not be the demo member's DEMO_EMAIL");
  });
});
