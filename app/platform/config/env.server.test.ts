import { describe, expect, it } from "vitest";
import { ConfigError, demoStaffAccount, EMBEDDED_DEMO_STAFF_ACCOUNT, parseEnv } from "./env.server.ts";

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

  it("seeds a demo staff account in the embedded setup only, unless DEMO_STAFF_EMAIL says otherwise (even empty)", () => {
    expect(demoStaffAccount(parseEnv({}))).toEqual(EMBEDDED_DEMO_STAFF_ACCOUNT);
    expect(demoStaffAccount(parseEnv({ DATABASE_URL: "postgres://db.example/gym" }))).toBeNull();
    expect(demoStaffAccount(parseEnv({ DEMO_STAFF_EMAIL: "" }))).toBeNull();
    expect(
      demoStaffAccount(
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
