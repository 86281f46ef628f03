import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { postJson, type RunningServer, startServer } from "#tests/support/server-process.ts";
import { TEST_SECRET } from "#tests/support/test-settings.ts";
import { cookieVerifier, verifierServer } from "./verifier.ts";

/**
 * Another service on the gym's domain signs its users in with the site's session-sync
 * cookie, verified against the site's public keys: end to end, from a member's sign-up on
 * the real server to the auth_request answer a reverse proxy would act on.
 */
describe.each(databaseKinds)("another service reading the session cookie, on %s", (kind) => {
  let fresh: FreshDatabase;
  let site: RunningServer;
  let verify: (cookie?: string) => Promise<Response>;
  let stopVerifier: () => void;

  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    site = await startServer({ ...fresh.env, BETTER_AUTH_SECRET: TEST_SECRET, DEMO_EMAIL: "", DEMO_STAFF_EMAIL: "" });
    const server = verifierServer(cookieVerifier(site.origin));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    verify = (cookie) => fetch(`http://127.0.0.1:${port}/verify`, { headers: cookie ? { cookie } : {} });
    stopVerifier = () => server.close();
  });
  afterAll(async () => {
    stopVerifier?.();
    await site?.stop();
    await fresh?.dispose();
  });

  const cookiesOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");

  it("lets a signed-in member through with their id, and nobody else", async () => {
    const signUp = await postJson(site, "/api/auth/sign-up/email", {
      email: "member@example.com",
      password: "strong-password-1",
      name: "Member",
    });
    expect(signUp.status).toBe(200);
    const { user } = (await signUp.json()) as { user: { id: string } };
    const session = cookiesOf(signUp);
    const { token } = (await (
      await fetch(`${site.origin}/api/auth/token`, { headers: { cookie: session } })
    ).json()) as { token: string };
    const synced = await postJson(site, "/api/session", {}, { cookie: session, authorization: `Bearer ${token}` });
    expect(synced.status).toBe(204);
    const idCookie = cookiesOf(synced);
    expect(idCookie).toMatch(/^ironpeak_id_session=/);

    const allowed = await verify(idCookie);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get("x-member-id")).toBe(user.id);

    const nobody = await verify();
    expect(nobody.status).toBe(401);
    expect(await nobody.json()).toEqual({
      error: { code: "NOT_SIGNED_IN", message: "Sign in on the gym's site first." },
    });
    // A token edited to name someone else no longer matches its signature.
    const [header, payload, signature] = idCookie.replace("ironpeak_id_session=", "").split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: "someone-else" })).toString("base64url");
    expect((await verify(`ironpeak_id_session=${header}.${forged}.${signature}`)).status).toBe(401);
    // The site's own sign-out clears the cookie: nothing left to verify.
    const cleared = await fetch(`${site.origin}/api/session`, { method: "DELETE", headers: { origin: site.origin } });
    expect(cookiesOf(cleared)).toBe("ironpeak_id_session=");
  });
});
