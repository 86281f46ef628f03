import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";
import { databaseKinds } from "#tests/support/databases.ts";
import { servicesWithMember } from "#tests/support/member-services.ts";
import { TEST_ORIGIN } from "#tests/support/test-settings.ts";
import { currentMember } from "./member.server.ts";
import { pageMember } from "./page-member.server.ts";
import { SESSION_READ_FRESH_MS } from "./session-readings.server.ts";

/** The session token a signed cookie carries. */
const tokenOf = (cookie: string) => decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0] as string;

/** The crowded pages' way of asking who is signed in (decision 0175) answers as currentMember does. */
describe.each(databaseKinds)("the member behind a crowded page's request, on %s", (kind) => {
  let services: Services;
  let cookie: string;
  let dispose: () => Promise<void>;

  const request = (headers: Record<string, string>) => new Request(`${TEST_ORIGIN}/schedule/monday`, { headers });
  const both = async (headers: Record<string, string>) => [
    await pageMember(request(headers), services),
    await currentMember(request(headers), services),
  ];

  beforeEach(async () => {
    ({ services, cookie, dispose } = await servicesWithMember(kind));
  });
  afterEach(() => dispose());

  it("is the member whose session cookie came with the request, as currentMember says, asked again and again", async () => {
    const [page, current] = await both({ cookie: `theme=dark; ${cookie}` });
    expect(page).toEqual(current);
    expect(page).toMatchObject({ email: "member@example.com", name: "Mem" });
    expect(await pageMember(request({ cookie }), services)).toEqual(current);
  });

  it("is nobody without a cookie, with a cookie whose signature is wrong, or one that was changed", async () => {
    expect(await both({})).toEqual([null, null]);
    expect(await both({ cookie: `${cookie}x` })).toEqual([null, null]);
    const [name, value = ""] = cookie.split("=");
    const token = decodeURIComponent(value).split(".")[0];
    expect(await both({ cookie: `${name}=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}` })).toEqual([
      null,
      null,
    ]);
    expect(await both({ cookie: `${name}=${token}` })).toEqual([null, null]);
  });

  it("is nobody once the session has expired, however often the cookie was checked before", async () => {
    expect(await pageMember(request({ cookie }), services)).not.toBeNull();
    const context = await services.auth.$context;
    await context.internalAdapter.updateSession(tokenOf(cookie), { expiresAt: new Date(clock.millis() - 1000) });
    expect(await both({ cookie })).toEqual([null, null]);
  });

  it("is nobody once the session has ended (signed out, or ended by a password reset)", async () => {
    expect(await pageMember(request({ cookie }), services)).not.toBeNull();
    await (await services.auth.$context).internalAdapter.deleteSession(tokenOf(cookie));
    expect(await both({ cookie })).toEqual([null, null]);
  });

  it(`counts a session another server ended within ${SESSION_READ_FRESH_MS} ms, read no more often meanwhile`, async () => {
    // The bound's clock held still, so the database's pace cannot move it.
    vi.useFakeTimers({ toFake: ["performance"] });
    try {
      const member = await pageMember(request({ cookie }), services);
      expect(member).not.toBeNull();
      // As another server sharing the database signs the member out: no hook runs here.
      await sql`delete from "session" where "token" = ${tokenOf(cookie)}`.execute(services.database.db);
      vi.advanceTimersByTime(SESSION_READ_FRESH_MS);
      expect(await pageMember(request({ cookie }), services)).toEqual(member);
      vi.advanceTimersByTime(1);
      expect(await pageMember(request({ cookie }), services)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows a member's new name at once when this server changed it", async () => {
    expect(await pageMember(request({ cookie }), services)).toMatchObject({ name: "Mem" });
    const member = await currentMember(request({ cookie }), services);
    await (await services.auth.$context).internalAdapter.updateUser(member?.id ?? "", { name: "Renamed" });
    expect(await pageMember(request({ cookie }), services)).toMatchObject({ name: "Renamed" });
  });
});
