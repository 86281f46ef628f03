import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Services } from "#app/services.server.ts";
import { databaseKinds } from "#tests/support/databases.ts";
import { servicesWithMember } from "#tests/support/member-services.ts";
import { TEST_ORIGIN } from "#tests/support/test-settings.ts";
import { handleAuthRequest } from "./auth-handler.server.ts";
import { currentMember } from "./member.server.ts";

describe.each(databaseKinds)("the signed-in member behind a request, on %s", (kind) => {
  let services: Services;
  let cookie: string;
  let dispose: () => Promise<void>;

  beforeEach(async () => {
    ({ services, cookie, dispose } = await servicesWithMember(kind));
  });
  afterEach(() => dispose());

  it("is the member whose session cookie came with the request, and nobody without one", async () => {
    const request = (headers: Record<string, string>) => new Request(`${TEST_ORIGIN}/account`, { headers });
    expect(await currentMember(request({ cookie }), services)).toMatchObject({
      email: "member@example.com",
      name: "Mem",
    });
    expect(await currentMember(request({}), services)).toBeNull();
    expect(await currentMember(request({ cookie: `${cookie}x` }), services)).toBeNull();
  });

  it("is found without signing an ID token, which only the browser's session check receives", async () => {
    // Every booking and every member page asks who is signed in; signing a token nobody
    // reads cost each of them milliseconds of CPU (docs/performance.md, booking).
    const asked = await services.auth.api.getSession({ headers: new Headers({ cookie }), returnHeaders: true });
    expect(asked.response?.user.email).toBe("member@example.com");
    expect(asked.headers.get("set-auth-jwt")).toBeNull();

    const browser = await handleAuthRequest(
      new Request(`${TEST_ORIGIN}/api/auth/get-session`, { headers: { cookie } }),
      services,
    );
    expect(browser.status).toBe(200);
    expect(browser.headers.get("set-auth-jwt")).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
  });
});
