import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMMAND_LINE } from "#app/features/staff/audit.server.ts";
import { setRole } from "#app/features/staff/roles.server.ts";
import { auditEntries, createAccount } from "#app/features/staff/test-support.ts";
import { type AccountsApi, accountsApi, cookieOf } from "#tests/support/accounts-api.ts";
import { databaseKinds } from "#tests/support/databases.ts";
import { TEST_ORIGIN } from "#tests/support/test-settings.ts";
import { loadMember, memberAction } from "./member.server.ts";
import type { MemberDeskOutcome } from "./member-desk.server.ts";

describe.each(databaseKinds)("two desks on one member's record page, on %s", (kind) => {
  let api: AccountsApi;
  let memberId: string;
  const desks: Record<"first" | "second", string> = { first: "", second: "" };
  beforeEach(async () => {
    api = await accountsApi(kind);
    for (const [desk, email] of [
      ["first", "first-desk@example.com"],
      ["second", "second-desk@example.com"],
    ] as const) {
      desks[desk] = cookieOf(await api.post("/sign-up/email", { email, password: "password-1", name: "Desk" }));
      await setRole(api.fresh.database, {
        email,
        role: "staff",
        actor: COMMAND_LINE,
        demoAccounts: {},
        from: "command line",
      });
    }
    memberId = (await createAccount(api.fresh.database, { email: "mia@example.com", name: "Mia Jones" })).id;
  });
  afterEach(async () => {
    await api.dispose();
  });

  const url = () => `${TEST_ORIGIN}/staff/members/${memberId}`;
  const open = async (desk: keyof typeof desks) =>
    (await loadMember(new Request(url(), { headers: { cookie: desks[desk] } }), memberId, api.services)).desk;
  const post = (desk: keyof typeof desks, fields: Record<string, string>) =>
    memberAction(
      new Request(url(), {
        method: "POST",
        headers: { cookie: desks[desk], origin: TEST_ORIGIN },
        body: new URLSearchParams({
          intent: "update-details",
          name: "Mia Jones",
          phone: "",
          emergencyContact: "",
          note: "",
          ...fields,
        }),
      }),
      new URL(url()),
      memberId,
      api.services,
    ) as Promise<{ data: MemberDeskOutcome; init: { status?: number } | null }>;
  const versionsOf = (page: Awaited<ReturnType<typeof open>>) => ({
    version: String(page.versions.details),
    noteVersion: String(page.versions.note),
  });

  it("refuses the later save with 409, keeps what it typed for the page, and keeps the first desk's change", async () => {
    const [first, second] = [await open("first"), await open("second")];
    const saved = await post("first", { ...versionsOf(first), phone: "07700 900123", note: "Knee injury" });
    expect(saved.data).toMatchObject({ tone: "success", message: "Details saved." });

    const refused = await post("second", {
      ...versionsOf(second),
      emergencyContact: "Sam 07700 900456",
      note: "Mornings",
    });
    expect(refused.init?.status).toBe(409);
    expect(refused.data).toMatchObject({
      tone: "error",
      subject: "details",
      message: expect.stringMatching(/^first-desk@example\.com changed these details while you were editing them/),
      unsaved: { name: "Mia Jones", phone: "", emergencyContact: "Sam 07700 900456", note: "Mornings" },
    });
    const now = await open("second");
    expect(now).toMatchObject({
      details: { phone: "07700 900123", emergencyContact: null },
      note: "Knee injury",
      versions: { details: 1, note: 1 },
      detailsChange: { updatedBy: "first-desk@example.com" },
    });
    expect(
      (await auditEntries(api.fresh.database)).filter((entry) => entry.action === "member.details-changed"),
    ).toHaveLength(1);

    // Re-applied on the page as it is now, both changes stand.
    const again = await post("second", {
      ...versionsOf(now),
      phone: "07700 900123",
      emergencyContact: "Sam 07700 900456",
      note: "Knee injury. Mornings",
    });
    expect(again.data.tone).toBe("success");
    expect(await open("first")).toMatchObject({
      details: { phone: "07700 900123", emergencyContact: "Sam 07700 900456" },
      note: "Knee injury. Mornings",
    });
  });

  it("gives a form refused as typed its versions back, and refuses a form without them, saving nothing", async () => {
    const page = await open("first");
    const typo = await post("first", { ...versionsOf(page), phone: "ring me", note: "Knee injury" });
    expect(typo.init?.status).toBe(400);
    expect(typo.data.typed).toMatchObject({ phone: "ring me", note: "Knee injury", version: "0", noteVersion: "0" });

    const versionless = await post("first", { phone: "07700 900123" });
    expect(versionless.init?.status).toBe(409);
    expect(versionless.data).toMatchObject({
      message: expect.stringMatching(/^The form was out of date, so nothing was saved\./),
      unsaved: { phone: "07700 900123" },
    });
    expect((await open("first")).details.phone).toBeNull();
    const logged = await auditEntries(api.fresh.database);
    expect(logged.filter((entry) => entry.action === "member.details-changed")).toEqual([]);
  });
});
