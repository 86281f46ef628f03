import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CreditProduct } from "#app/content/products.ts";
import { giveTestMembership, productOfShape } from "#app/features/memberships/test-support.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { cookieOf } from "#tests/support/accounts-api.ts";
import { type ApiMember, api, book, MEMBER_PASSWORD, signUp } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase } from "#tests/support/databases.ts";
import { type PaymentsServer, startPaymentsServer } from "#tests/support/payments-server.ts";
import { postJson, type RunningServer } from "#tests/support/server-process.ts";
import { StripeStandIn } from "#tests/support/stripe-stand-in.ts";
import { testClockEnv } from "#tests/support/test-clock.ts";

/**
 * Online payment against the production server and a stand-in for Stripe
 * (tests/support/stripe-stand-in.ts): Checkout from /pricing, the signed webhook (refused
 * unsigned, applied once, in any order), failed and paid renewals, the billing portal, the
 * way back from Checkout and `npm run payments -- sync`.
 */

const HOUR = 60 * 60 * 1000;
const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, "../../..");

/** The public demo member: its password is on /login, so it never pays and has no portal to open. */
const DEMO_MEMBER = { email: "demo-member@ironpeak.example", password: "demo-member-password-1" };

describe.each(databaseKinds)("paying online with Stripe, on %s", (kind) => {
  let paying: PaymentsServer;
  let fresh: FreshDatabase;
  let stripe: StripeStandIn;
  let server: RunningServer;
  let env: Record<string, string>;
  let sessions: string[];
  /** The member of the renewal test, who has paid online (the portal test uses them). */
  let renewer: ApiMember;

  beforeAll(async () => {
    paying = await startPaymentsServer(kind, { DEMO_EMAIL: DEMO_MEMBER.email, DEMO_PASSWORD: DEMO_MEMBER.password });
    ({ fresh, stripe, server, env } = paying);
    const today = gymToday();
    const listed = await api(server, `/api/sessions?from=${today}&to=${today.add({ days: 5 })}`);
    sessions = ((await listed.json()) as { sessions: { id: string; startsAt: string }[] }).sessions
      .filter((session) => Date.parse(session.startsAt) > clock.millis() + 3 * HOUR)
      .map((session) => session.id);
  });
  afterAll(async () => {
    await paying?.stop();
  });
  beforeEach(() => {
    stripe.holdEvents = false;
  });

  const held = (member: ApiMember) => paying.held(member);
  const salesOf = (member: ApiMember) => paying.salesOf(member);
  const buy = (member: ApiMember, productId: string) => paying.buy(member, productId);
  const mailTo = async (member: ApiMember) =>
    (
      await fresh.database.db
        .selectFrom("mail_outbox")
        .select(["topic", "payload"])
        .where("recipient", "=", member.email)
        .execute()
    ).map((row) => ({ topic: row.topic, text: (JSON.parse(row.payload) as { text: string }).text }));
  const subscriptionOf = (sessionId: string) => stripe.object<{ subscription: string }>(sessionId).subscription;

  it("refuses an event that is unsigned, signed with another secret or changed after signing: 400, nothing applied", async () => {
    const payload = JSON.stringify({ id: "evt_forged", object: "event", type: "invoice.paid", data: { object: {} } });
    const post = (headers: Record<string, string>, body = payload) =>
      fetch(stripe.webhookUrl, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
    const otherSigner = new StripeStandIn();
    const forged = otherSigner.signer.webhooks.generateTestHeaderString({
      payload,
      secret: otherSigner.webhookSecret,
    });
    const genuine = stripe.signer.webhooks.generateTestHeaderString({ payload, secret: stripe.webhookSecret });
    for (const response of [
      await post({}),
      await post({ "stripe-signature": forged }),
      await post({ "stripe-signature": genuine }, payload.replace("forged", "forgee")),
    ]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "INVALID_SIGNATURE" } });
    }
    expect(await fresh.database.db.selectFrom("stripe_events").selectAll().execute()).toEqual([]);
  });

  it("takes a signed event larger than the site's 64 KB (an object with many lines), up to 1 MB", async () => {
    const event = (id: string, bytes: number) =>
      JSON.stringify({
        id,
        object: "event",
        type: "customer.updated",
        created: Math.floor(clock.millis() / 1000),
        data: { object: { id: "cus_big", object: "customer", description: "x".repeat(bytes) } },
      });
    const post = (payload: string) =>
      fetch(stripe.webhookUrl, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "stripe-signature": stripe.signer.webhooks.generateTestHeaderString({
            payload,
            secret: stripe.webhookSecret,
          }),
        },
        body: payload,
      });
    const large = await post(event("evt_large", 200 * 1024));
    expect(large.status).toBe(200);
    expect(await large.json()).toEqual({ received: true, outcome: "ignored" });
    expect((await post(event("evt_too_large", 1024 * 1024))).status).toBe(413);
    expect(
      await fresh.database.db.selectFrom("stripe_events").select("id").where("id", "like", "evt_%large").execute(),
    ).toEqual([{ id: "evt_large" }]);
  });

  it("sells a membership through Checkout: active at once, its first payment recorded once with a receipt, however often Stripe tells", async () => {
    const member = await signUp(server, "subscriber");
    const limited = productOfShape("limited");
    const sessionId = await buy(member, limited.id);
    await stripe.completeCheckout(sessionId);
    expect((await held(member)).membership).toMatchObject({ status: "active", books: true, online: true });
    expect(await salesOf(member)).toEqual([
      { method: "stripe", amount: limited.price, external_ref: expect.stringMatching(/^in_/) },
    ]);
    expect((await mailTo(member)).filter((mail) => mail.topic === "receipt")).toHaveLength(1);

    // Every event again, and in reverse: nothing twice.
    const ids = stripe.events.map((event) => event.id as string);
    expect(await stripe.deliver([...ids].reverse())).toEqual(ids.map(() => 200));
    expect(await salesOf(member)).toHaveLength(1);
    expect((await mailTo(member)).filter((mail) => mail.topic === "receipt")).toHaveLength(1);

    // Every write to Stripe carried an idempotency key of the site's own.
    const writes = stripe.requests.filter((request) => request.method === "POST" && request.path.startsWith("/v1/"));
    expect(writes.length).toBeGreaterThan(0);
    for (const write of writes)
      expect(write.idempotencyKey, write.path).toMatch(/^(customer|checkout|portal|product|price)-/);
  });

  it("follows a failed renewal: past due, mailed the portal link, books for the grace period, then not; paid, active again", async () => {
    renewer = await signUp(server, "renewer");
    const sessionId = await buy(renewer, productOfShape("unlimited").id);
    await stripe.completeCheckout(sessionId);
    const subscription = subscriptionOf(sessionId);

    await stripe.renewalFailed(subscription, { daysAgo: 1 });
    expect((await held(renewer)).membership).toMatchObject({
      status: "past_due",
      books: true,
      graceEndsAt: expect.any(String),
    });
    const failed = (await mailTo(renewer)).find((mail) => mail.topic === "payment-failed");
    expect(failed?.text).toContain(`${server.origin}/account/billing`);
    expect((await book(server, renewer, sessions[0] ?? "")).status).toBe(201);

    await stripe.renewalFailed(subscription, { daysAgo: 4 });
    expect((await held(renewer)).membership).toMatchObject({ status: "past_due", books: false });
    const refused = await book(server, renewer, sessions[1] ?? "");
    expect(refused.status).toBe(402);
    expect((await mailTo(renewer)).filter((mail) => mail.topic === "payment-failed")).toHaveLength(1);

    await stripe.renewalPaid(subscription);
    expect((await held(renewer)).membership).toMatchObject({ status: "active", books: true });
    expect((await book(server, renewer, sessions[1] ?? "")).status).toBe(201);
    expect(await salesOf(renewer)).toHaveLength(2);
  });

  it("ends where Stripe is, whatever order the events arrive in: news of a failure that arrives after the payment changes nothing back", async () => {
    const member = await signUp(server, "unordered");
    const sessionId = await buy(member, productOfShape("limited").id);
    stripe.holdEvents = true;
    const before = stripe.events.length;
    await stripe.completeCheckout(sessionId);
    const subscription = subscriptionOf(sessionId);
    await stripe.renewalFailed(subscription, { daysAgo: 5 });
    await stripe.renewalPaid(subscription);
    const [created, firstPaid, completed, failed, pastDue, paid, active] = stripe.events
      .slice(before)
      .map((event) => event.id as string);
    // The purchase backwards, then the renewal's payment, then the news that it had failed.
    const order = [completed, firstPaid, created, paid, active, failed, pastDue] as string[];
    expect(new Set(order).size).toBe(7);
    expect(await stripe.deliver(order)).toEqual(order.map(() => 200));
    expect((await held(member)).membership).toMatchObject({ status: "active", books: true });
    expect(await salesOf(member)).toHaveLength(2);
    expect((await mailTo(member)).filter((mail) => mail.topic === "payment-failed")).toEqual([]);
  });

  it("sells a pack through Checkout: the way back applies it at once, the webhook after it and the sync find it done", async () => {
    const member = await signUp(server, "packer");
    const pack = productOfShape("pack") as CreditProduct;
    const sessionId = await buy(member, pack.id);
    stripe.holdEvents = true;
    await stripe.completeCheckout(sessionId);
    const back = await api(server, `/account?checkout=${sessionId}`, { member });
    expect(back.status).toBe(200);
    expect(await back.text()).toContain("Thank you for your payment");
    expect((await held(member)).creditsLeft).toBe(pack.credits);
    expect(await stripe.deliver()).toEqual([200]);
    expect(await salesOf(member)).toEqual([{ method: "stripe", amount: pack.price, external_ref: sessionId }]);
    expect((await mailTo(member)).filter((mail) => mail.topic === "receipt")).toHaveLength(1);
  });

  it("replays with `npm run payments -- sync` the events the server missed, and only those", async () => {
    const member = await signUp(server, "missed");
    const dropIn = productOfShape("drop-in") as CreditProduct;
    const sessionId = await buy(member, dropIn.id);
    stripe.holdEvents = true;
    await stripe.completeCheckout(sessionId);
    expect((await held(member)).creditsLeft).toBe(0);
    const sync = () =>
      run(process.execPath, ["scripts/payments.ts", "sync", "--days", "1"], {
        cwd: projectRoot,
        env: { PATH: process.env.PATH ?? "", ...testClockEnv(), ...env },
      });
    const first = await sync();
    expect(first.stdout).toContain("checkout.session.completed: applied");
    expect(first.stdout).toMatch(/Applied 1, .* failed 0\./);
    expect((await held(member)).creditsLeft).toBe(dropIn.credits);
    expect((await sync()).stdout).toMatch(/Applied 0, .* failed 0\./);
    expect(await salesOf(member)).toHaveLength(1);
  });

  it("says in one line, without a stack trace, that `npm run payments -- sync` needs Stripe's keys", async () => {
    const { STRIPE_SECRET_KEY: _key, STRIPE_WEBHOOK_SECRET: _secret, STRIPE_API_URL: _url, ...withoutStripe } = env;
    const refused = await run(process.execPath, ["scripts/payments.ts", "sync"], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? "", ...testClockEnv(), ...withoutStripe },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr.trim()).toBe(
      "Stripe is not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (docs/payments.md).",
    );
  });

  it("opens Stripe's billing portal for a member who paid online (from /account and the e-mail's link), for nobody else", async () => {
    const toPortal = await fetch(`${server.origin}/account`, {
      method: "POST",
      headers: { origin: server.origin, cookie: renewer.cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "billing-portal" }),
      redirect: "manual",
    });
    expect(toPortal.status).toBe(303);
    expect(toPortal.headers.get("location")).toMatch(new RegExp(`^${stripe.url}/portal/cus_`));
    const fromMail = await fetch(`http://127.0.0.1:${server.port}/account/billing`, {
      headers: { cookie: renewer.cookie },
      redirect: "manual",
    });
    expect(fromMail.status).toBe(303);
    const stranger = await signUp(server, "stranger");
    expect((await api(server, "/account/billing", { member: stranger })).status).toBe(404);
  });

  it("lets the public demo member neither start a Checkout nor open a billing portal (403)", async () => {
    const signIn = await postJson(server, "/api/auth/sign-in/email", DEMO_MEMBER);
    expect(signIn.status).toBe(200);
    const demo = { id: "", email: DEMO_MEMBER.email, cookie: cookieOf(signIn) };
    const pressed = await paying.press(demo, productOfShape("pack").id);
    expect(pressed.status).toBe(403);
    expect(pressed.headers.get("location")).toBeNull();
    expect((await api(server, "/account/billing", { member: demo })).status).toBe(403);
  });

  it("keeps the account of a member whose membership Stripe still renews, saying to cancel it first", async () => {
    const refused = await api(server, "/api/auth/delete-user", {
      member: renewer,
      method: "POST",
      json: { password: MEMBER_PASSWORD },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "MEMBERSHIP_RENEWS_ONLINE" });
    const still = await fresh.database.db
      .selectFrom("user")
      .select("id")
      .where("id", "=", renewer.id)
      .executeTakeFirst();
    expect(still).toEqual({ id: renewer.id });
  });

  it("refuses a second membership and a second intro offer before Stripe is asked, saying why", async () => {
    const member = await signUp(server, "twice");
    await stripe.completeCheckout(await buy(member, productOfShape("intro").id));
    const intro = await paying.press(member, productOfShape("intro").id);
    expect(intro.status).toBe(409);
    expect(await intro.text()).toContain("once per person");
    // A membership from the desk (one Stripe bills: checkout-once.test.ts).
    await giveTestMembership(fresh.database, [member.id]);
    const asked = stripe.requests.length;
    const second = await paying.press(member, productOfShape("unlimited").id);
    expect(second.status).toBe(409);
    expect(await second.text()).toContain("You already have a membership");
    expect(stripe.requests.length).toBe(asked);
    // Pages may send forms on to the stand-in's hosted pages, and to nowhere else new.
    expect((await api(server, "/pricing")).headers.get("content-security-policy")).toContain(
      `form-action 'self' ${stripe.url}`,
    );
  });
});
