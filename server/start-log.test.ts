import { describe, expect, it } from "vitest";
import { parseEnv } from "#app/platform/config/env.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { startLog } from "./start-log.ts";

describe("the start log", () => {
  it("names the address, the pages, the SQLite file and where kept e-mail is written", () => {
    const lines = startLog(parseEnv({ PORT: "3456", DATA_DIR: "/srv/gym" }), "rendered here for http://localhost:3456");
    expect(lines.filter((line) => !line.startsWith("  clock"))).toEqual([
      "Ironpeak is serving on http://localhost:3456",
      "  pages     rendered here for http://localhost:3456",
      "  database  SQLite, /srv/gym/ironpeak.sqlite",
      "  e-mail    kept, not sent (no SMTP_URL): written to /srv/gym/mail and held in the outbox",
      "  payments  at the front desk (no STRIPE_SECRET_KEY): /pricing says how",
      "Ctrl-C stops it.",
    ]);
  });

  it("names the public origin, the PostgreSQL server and the SMTP server without their credentials", () => {
    const env = parseEnv({
      HOST: "127.0.0.1",
      PORT: "8080",
      SITE_URL: "https://gym.example",
      DATABASE_URL: "postgres://gym:db-secret@db.internal:5433/gym",
      BETTER_AUTH_SECRET: "x".repeat(40),
      SMTP_URL: "smtps://mailer:smtp-secret@smtp.example.com",
      MAIL_FROM: "Gym <hello@gym.example>",
      DEMO_EMAIL: "",
      DEMO_STAFF_EMAIL: "",
    });
    const text = startLog(env, "rendered here for https://gym.example").join("\n");
    expect(text).toContain("Ironpeak is serving on http://127.0.0.1:8080 for https://gym.example");
    expect(text).toContain("  database  PostgreSQL, db.internal:5433/gym");
    expect(text).toContain("  e-mail    sent through smtp.example.com:465 from Gym <hello@gym.example>");
    expect(text).not.toMatch(/secret|mailer|gym:/);
  });

  it("says when a test has moved the clock, and to when (tests run on a clock of their own)", () => {
    const lines = startLog(parseEnv({ PORT: "3456", DATA_DIR: "/srv/gym" }), "rendered here");
    expect(clock.movedByTest()).not.toBeNull();
    const line = lines.find((text) => text.startsWith("  clock"));
    expect(line).toMatch(/^ {2}clock {5}moved by a test to \d{4}-\d\d-\d\dT[\d:.]+Z \(-?\d+ ms from the real one\)$/);
  });
});
