import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "#app/content/products.ts";
import { productOfShape } from "#app/features/memberships/test-support.ts";
import { ONE_TIME_KEY_FIELD } from "#app/features/staff/intents.ts";
import { type ApiMember, signUp } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import type { RunningServer } from "#tests/support/server-process.ts";
import { signUpStaff, startStaffServer } from "#tests/support/staff-server.ts";

/**
 * The member record's forms that record money or credits (decision 0130), over HTTP against
 * the production server as a browser posts them without its scripts: each rendered form
 * carries a one-time key, so the same form sent twice (a reload that resends it, Back and
 * send, two presses at once) records once and is answered with its first outcome.
 */

const ALREADY_SENT = /This form had already been sent with other choices/;

describe.each(databaseKinds)("the member record's sale, adjustment and refund forms sent twice, on %s", (kind) => {
  let fresh: FreshDatabase;
  let server: RunningServer;
  let desk: ApiMember;
  let owner: ApiMember;
  const pack = productOfShape("pack");
  const sold = `Sold for ${formatMoney(pack.price)}`;

  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    server = await startStaffServer(fresh);
    desk = await signUpStaff(server, fresh.database);
    owner = await signUpStaff(server, fresh.database, { label: "owner", role: "owner" });
  });
  afterAll(async () => {
    await server?.stop();
    await fresh?.dispose();
  });

  const recordPath = (member: ApiMember) => `/staff/members/${member.id}`;
  /** The member's record as staff open it: its HTML. */
  const openRecord = async (staff: ApiMember, member: ApiMember) => {
    const response = await fetch(`${server.origin}${recordPath(member)}`, { headers: { cookie: staff.cookie } });
    expect(response.status).toBe(200);
    return response.text();
  };
  /** A form of the record posted as the browser posts it, without JavaScript (`.data`: as its scripts post it). */
  const send = async (
    staff: ApiMember,
    member: ApiMember,
    fields: Record<string, string>,
    { scripts = false, path = recordPath(member) }: { scripts?: boolean; path?: string } = {},
  ) => {
    const response = await fetch(`${server.origin}${path}${scripts ? ".data" : ""}`, {
      method: "POST",
      headers: { origin: server.origin, cookie: staff.cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
    return { status: response.status, html: await response.text() };
  };
  /** The one-time key of the form whose hidden fields include `marker` (`name="intent" value="sell-product"`). */
  const keyOf = (html: string, marker: string) => {
    const form = html.slice(html.indexOf(marker));
    const key = new RegExp(`name="${ONE_TIME_KEY_FIELD}" value="([^"]+)"`).exec(form)?.[1];
    if (html.indexOf(marker) < 0 || !key) throw new Error(`no form with ${marker} and a one-time key on the page`);
    return key;
  };
  const sellKey = (html: string) => keyOf(html, 'name="intent" value="sell-product"');
  const sale = (key: string | null, method = "cash") => ({
    intent: "sell-product",
    productId: pack.id,
    method,
    ...(key === null ? {} : { [ONE_TIME_KEY_FIELD]: key }),
  });
  /** What the desk has recorded for `member`: payments, refunds, audit entries by action, receipts. */
  const recorded = async (member: ApiMember) => {
    const { db } = fresh.database;
    const [sales, audit, receipts] = await Promise.all([
      db.selectFrom("sales").select(["id", "refunded_at"]).where("user_id", "=", member.id).execute(),
      db.selectFrom("staff_audit_log").select("action").where("subject_id", "=", member.id).execute(),
      db
        .selectFrom("mail_outbox")
        .select("id")
        .where("recipient", "=", member.email)
        .where("topic", "=", "receipt")
        .execute(),
    ]);
    const count = (action: string) => audit.filter((entry) => entry.action === action).length;
    return {
      sales: sales.length,
      refunds: sales.filter((row) => row.refunded_at !== null).length,
      audit: { sold: count("sale.recorded"), adjusted: count("credits.adjusted"), refunded: count("sale.refunded") },
      receipts: receipts.length,
    };
  };
  const once = { sales: 1, refunds: 0, audit: { sold: 1, adjusted: 0, refunded: 0 }, receipts: 1 };

  it("records the same sale form sent again (reloaded, or once its scripts run) once, answering 'Sold …' each time, and renders a fresh key", async () => {
    const member = await signUp(server, "resent");
    const key = sellKey(await openRecord(desk, member));

    const first = await send(desk, member, sale(key));
    expect(first.status).toBe(200);
    expect(first.html).toContain(sold);
    expect(await recorded(member)).toEqual(once);

    // The browser resends the post on a reload; the page's scripts post the same form to `.data`.
    for (const scripts of [false, true]) {
      const again = await send(desk, member, sale(key), { scripts });
      expect(again.status).toBe(200);
      expect(again.html).toContain(sold);
      expect(again.html).not.toMatch(ALREADY_SENT);
    }
    expect(await recorded(member)).toEqual(once);

    // The page that answers the post, and the record opened afresh, hold new keys: a new sale.
    const next = sellKey(first.html);
    expect(next).not.toBe(key);
    const reopened = sellKey(await openRecord(desk, member));
    expect([key, next]).not.toContain(reopened);
    expect((await send(desk, member, sale(reopened))).html).toContain(sold);
    expect(await recorded(member)).toMatchObject({ sales: 2, audit: { sold: 2 }, receipts: 2 });
  });

  it("sells once when the same form is sent several times at the same instant: every answer is that sale", async () => {
    const member = await signUp(server, "impatient");
    const key = sellKey(await openRecord(desk, member));
    const answers = await Promise.all(Array.from({ length: 4 }, () => send(desk, member, sale(key, "card"))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    for (const answer of answers) expect(answer.html).toContain(sold);
    expect(await recorded(member)).toEqual(once);
  });

  it("refuses a used key with other choices (an old page's form), recording nothing, and renders a fresh key", async () => {
    const member = await signUp(server, "changed-mind");
    const key = sellKey(await openRecord(desk, member));
    expect((await send(desk, member, sale(key, "cash"))).html).toContain(sold);

    const other = await send(desk, member, sale(key, "card"));
    expect(other.status).toBe(409);
    expect(other.html).toMatch(ALREADY_SENT);
    expect(other.html).not.toContain(sold);
    expect(await recorded(member)).toEqual(once);
    expect((await send(desk, member, sale(sellKey(other.html), "card"))).html).toContain(sold);
    expect(await recorded(member)).toMatchObject({ sales: 2 });

    // Another staff member's identical key is another form.
    expect((await send(owner, member, sale(key, "card"))).html).toContain(sold);
    expect(await recorded(member)).toMatchObject({ sales: 3 });
  });

  it("keeps no key for a refused sale, so the corrected form sells; refuses a damaged key selling nothing", async () => {
    const member = await signUp(server, "corrected");
    const key = sellKey(await openRecord(desk, member));
    const refused = await send(desk, member, { ...sale(key), productId: "free-lunch" });
    expect(refused.status).toBe(400);
    expect(await recorded(member)).toMatchObject({ sales: 0 });
    expect((await send(desk, member, sale(key))).html).toContain(sold);

    const damaged = await send(desk, member, sale("two words"));
    expect(damaged.status).toBe(400);
    expect(damaged.html).toContain("The form arrived damaged");
    expect(await recorded(member)).toEqual(once);
  });

  it("makes a sale of each post of a form without a key, as before keys (a page loaded before them)", async () => {
    const member = await signUp(server, "old-page");
    for (let n = 0; n < 2; n += 1) expect((await send(desk, member, sale(null))).html).toContain(sold);
    expect(await recorded(member)).toMatchObject({ sales: 2, audit: { sold: 2 }, receipts: 2 });
  });

  it("adjusts credits and refunds once for an owner's form sent twice, answering as the first time", async () => {
    const member = await signUp(server, "adjusted");
    const record = await openRecord(owner, member);
    const adjustment = {
      intent: "adjust-credits",
      direction: "add",
      credits: "3",
      validDays: "30",
      reason: "Goodwill after the closure",
      [ONE_TIME_KEY_FIELD]: keyOf(record, 'name="intent" value="adjust-credits"'),
    };
    for (let n = 0; n < 2; n += 1) expect((await send(owner, member, adjustment)).html).toContain("Credits 0 → 3.");
    expect((await recorded(member)).audit.adjusted).toBe(1);

    expect((await send(owner, member, sale(sellKey(record)))).html).toContain(sold);
    const [payment] = await fresh.database.db
      .selectFrom("sales")
      .select("id")
      .where("user_id", "=", member.id)
      .execute();
    if (!payment) throw new Error("the sale was not recorded");
    // The record links each payment to its refund page, whose form the owner confirms.
    const refundPath = `${recordPath(member)}/payments/${payment.id}/refund`;
    expect(await openRecord(owner, member)).toContain(`href="${refundPath}"`);
    const page = await fetch(`${server.origin}${refundPath}`, { headers: { cookie: owner.cookie } });
    expect(page.status).toBe(200);
    const refund = {
      amount: (pack.price / 100).toFixed(2),
      reason: "Moved away",
      withdrawCredits: "all",
      [ONE_TIME_KEY_FIELD]: keyOf(await page.text(), 'id="refund-form"'),
    };
    for (let n = 0; n < 2; n += 1) {
      const answer = await send(owner, member, refund, { path: refundPath });
      expect(answer.status).toBe(200);
      expect(answer.html).toContain(`Refunded ${formatMoney(pack.price)}`);
    }
    expect(await recorded(member)).toMatchObject({ sales: 1, refunds: 1, audit: { adjusted: 1, refunded: 1 } });
  });
});
