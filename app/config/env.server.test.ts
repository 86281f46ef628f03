import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env.server";

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
});
