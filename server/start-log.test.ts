import { describe, expect, it } from "vitest";
import { parseEnv } from "#app/platform/config/env.server.ts";
import { originWarning } from "./build-info.ts";
import { startLog } from "./start-log.ts";

describe("the start log", () => {
  it("names the address, the pages, the SQLite file and where kept e-mail is written", () => {
    const lines = startLog(parseEnv({ PORT: "3456", DATA_DIR: "/srv/gym" }), "prerendered for http://localhost:3000");
    expect(lines).toEqual([
      "Ironpeak is serving on http://localhost:3456",
      "  pages     prerendered for http://localhost:3000",
      "  database  SQLite, /srv/gym/ironpeak.sqlite",
      "  e-mail    kept, not sent (no SMTP_URL): written to /srv/gym/mail and held in the outbox",
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
    const text = startLog(env, "prerendered for https://gym.example").join("\n");
    expect(text).toContain("Ironpeak is serving on http://127.0.0.1:8080 for https://gym.example");
    expect(text).toContain("  database  PostgreSQL, db.internal:5433/gym");
    expect(text).toContain("  e-mail    sent through smtp.example.com:465 from Gym <hello@gym.example>");
    expect(text).not.toMatch(/secret|mailer|gym:/);
  });
});

describe("the warning about the prerendered pages' origin", () => {
  it("is given when they name another origin than the server's, set or implied by PORT, with the fix for each", () => {
    expect(originWarning("http://localhost:3000", "http://localhost:3000", false)).toBeNull();
    expect(originWarning("http://localhost:3456", null, false)).toBeNull();
    expect(originWarning("http://localhost:3456", "http://localhost:3000", false)).toMatch(
      /^Warning: the prerendered pages name http:\/\/localhost:3000 but this server is http:\/\/localhost:3456: .* Set SITE_URL/,
    );
    expect(originWarning("https://gym.example", "http://localhost:3000", true)).toMatch(
      /Run `npm run build` with this SITE_URL/,
    );
  });
});
