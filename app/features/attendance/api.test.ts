import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { attendancePolicy } from "#app/content/attendance-policy.ts";
import { terms } from "#app/content/terms.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { acceptedTerms, api, book, expectApiError, signUp } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { browserKeys } from "#tests/support/push-endpoint.ts";
import { type RunningServer, startServer } from "#tests/support/server-process.ts";
import { TEST_SECRET } from "#tests/support/test-settings.ts";
import { mailPreferences } from "./mail-preferences.server.ts";
import { subscriptionCount } from "./push-subscriptions.server.ts";
import { cancelLink, unsubscribeLink } from "./signed-links.server.ts";
import { pastSessions, writeNoShows } from "./test-support.ts";

/**
 * GET /api/terms, POST /api/me/terms and the booking API's TERMS_REQUIRED (docs/api.md),
 * and the signed links of members' mail (one-click cancel, one-click unsubscribe), over
 * HTTP against the production server on each database. The rules behind them are
 * specified at service level in terms.test.ts and reminders.test.ts.
 */

const HOUR = 60 * 60 * 1000;
const vapid = webpush.generateVAPIDKeys();

describe.each(databaseKinds)("the terms API over HTTP on %s", (kind) => {
  let fresh: FreshDatabase;
  let server: RunningServer;
  /** Sessions bookable now, more than three hours ahead. */
  let bookable: string[];

  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    server = await startServer({
      ...fresh.env,
      BETTER_AUTH_SECRET: TEST_SECRET,
      DEMO_EMAIL: "",
      AUTH_RATE_LIMIT_MAX: "1000",
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
    });
    const today = gymToday();
    const listed = await api(server, `/api/sessions?from=${today}&to=${today.add({ days: 5 })}`);
    const now = clock.millis();
    bookable = ((await listed.json()) as { sessions: { id: string; startsAt: string }[] }).sessions
      .filter((session) => Date.parse(session.startsAt) > now + 3 * HOUR)
      .map((session) => session.id);
  });
  afterAll(async () => {
    await server?.stop();
    await fresh?.dispose();
  });

  it("gives anyone the current version, the agreement's text and the health questions", async () => {
    const response = await api(server, "/api/terms");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      version: terms.version,
      title: terms.title,
      text: terms.agreement.join("\n\n"),
      questions: terms.questions.map(({ id, text }) => ({ id, text })),
    });
  });

  it("refuses a booking before the terms are accepted (409 TERMS_REQUIRED with the version), then books", async () => {
    const member = await signUp(server, "newcomer", { acceptTerms: false, database: fresh.database });
    const [sessionId = ""] = bookable;
    const refused = await book(server, member, sessionId);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: { code: "TERMS_REQUIRED", message: expect.stringContaining(terms.version), version: terms.version },
    });

    const accepted = await api(server, "/api/me/terms", { member, method: "POST", json: acceptedTerms });
    expect(accepted.status).toBe(201);
    expect(await accepted.json()).toEqual({
      version: terms.version,
      answers: acceptedTerms.answers,
      healthFlag: false,
      acceptedAt: expect.any(String),
    });
    expect((await book(server, member, sessionId)).status).toBe(201);
  });

  it("answers a 'yes' with the advice to talk to a coach, and still lets the member book", async () => {
    const member = await signUp(server, "yes", { acceptTerms: false, database: fresh.database });
    const [first] = terms.questions;
    const answers = { ...acceptedTerms.answers, [first?.id ?? ""]: true };
    const accepted = await api(server, "/api/me/terms", {
      member,
      method: "POST",
      json: { version: terms.version, answers },
    });
    expect(accepted.status).toBe(201);
    expect(await accepted.json()).toMatchObject({ healthFlag: true, advice: terms.healthAdvice });
    expect((await book(server, member, bookable[1] ?? "")).status).toBe(201);
  });

  it("refuses signed-out members (401), bad bodies (400) and a version that is not current (409 TERMS_OUTDATED)", async () => {
    await expectApiError(
      await api(server, "/api/me/terms", { method: "POST", json: acceptedTerms }),
      401,
      "NOT_SIGNED_IN",
    );
    const member = await signUp(server, "careless", { acceptTerms: false, database: fresh.database });
    const post = (json: unknown) => api(server, "/api/me/terms", { member, method: "POST", json });
    const [first] = terms.questions;
    const { [first?.id ?? ""]: _left, ...missing } = acceptedTerms.answers;
    await expectApiError(await post({ version: terms.version, answers: missing }), 400, "INVALID_BODY");
    await expectApiError(
      await post({ version: terms.version, answers: { ...acceptedTerms.answers, [first?.id ?? ""]: "no" } }),
      400,
      "INVALID_BODY",
    );
    await expectApiError(await post({ ...acceptedTerms, accepted: true }), 400, "INVALID_BODY");
    await expectApiError(await post({ answers: acceptedTerms.answers }), 400, "INVALID_BODY");

    const outdated = await post({ ...acceptedTerms, version: `${terms.version}-old` });
    expect(outdated.status).toBe(409);
    expect(await outdated.json()).toMatchObject({ error: { code: "TERMS_OUTDATED", version: terms.version } });
    expect((await book(server, member, bookable[2] ?? "")).status).toBe(409);
  });

  it("cancels a booking from the mail's signed link without signing in: asks first, then cancels, once", async () => {
    const member = await signUp(server, "from-mail", { database: fresh.database });
    const booked = await book(server, member, bookable[3] ?? "");
    const { id } = (await booked.json()) as { id: string };
    const link = new URL(cancelLink(server.origin, TEST_SECRET, id));
    const path = `${link.pathname}${link.search}`;

    const asked = await api(server, path);
    expect(asked.status).toBe(200);
    // The server's default policy comes first; a browser applies the last one it knows.
    expect(asked.headers.get("referrer-policy")).toMatch(/no-referrer$/);
    expect(await asked.text()).toContain("Yes, cancel my place");
    expect((await api(server, `${link.pathname}?token=${"x".repeat(43)}`)).status).toBe(404);
    expect((await api(server, link.pathname)).status).toBe(404);

    const confirm = () =>
      fetch(`http://127.0.0.1:${server.port}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "",
      });
    const [first, second] = await Promise.all([confirm(), confirm()]);
    // What each answer's page tells (the status or alert it renders): one cancelled, the other refused.
    const told = async (response: Response) => /role="(?:status|alert)"[^>]*>([^<]*)/.exec(await response.text())?.[1];
    expect((await Promise.all([told(first), told(second)])).sort()).toEqual([
      "This booking is already cancelled.",
      expect.stringMatching(/^Your place is cancelled: /),
    ]);
    const mine = (await (await api(server, "/api/bookings", { member })).json()) as { upcoming: unknown[] };
    expect(mine.upcoming).toEqual([]);
  });

  it("unsubscribes in one click (RFC 8058) without signing in, only with the link's own signature", async () => {
    const member = await signUp(server, "unsubscriber", { database: fresh.database });
    const link = new URL(unsubscribeLink(server.origin, TEST_SECRET, member.id, "reminders"));
    const oneClick = (pathname: string) =>
      fetch(`http://127.0.0.1:${server.port}${pathname}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }).then(async (response) => ({ status: response.status, body: await response.text() }));
    const forged = new URL(link);
    forged.searchParams.set("list", "news");
    expect((await oneClick(`${forged.pathname}${forged.search}`)).status).toBe(404);
    expect(await mailPreferences(fresh.database.db, member.id)).toEqual({
      reminders: true,
      waitlist: true,
      news: true,
    });

    const done = await oneClick(`${link.pathname}${link.search}`);
    expect(done.status).toBe(200);
    expect(done.body).toContain("You are unsubscribed");
    expect(await mailPreferences(fresh.database.db, member.id)).toEqual({
      reminders: false,
      waitlist: true,
      news: true,
    });
  });

  it.skipIf(!attendancePolicy.enabled)(
    "refuses a member suspended by the no-show policy with 403 BOOKING_SUSPENDED and until when",
    async () => {
      const member = await signUp(server, "absent", { database: fresh.database });
      const missed = pastSessions(attendancePolicy.strikes);
      await writeNoShows(fresh.database, member.id, missed);
      const refused = await book(server, member, bookable[4] ?? "");
      expect(refused.status).toBe(403);
      const last = missed.at(-1)?.endsAtUtc ?? "";
      expect(await refused.json()).toEqual({
        error: {
          code: "BOOKING_SUSPENDED",
          message: expect.stringContaining(`${attendancePolicy.strikes} classes`),
          until: new Date(Date.parse(last) + attendancePolicy.suspendDays * 24 * HOUR).toISOString(),
        },
      });
    },
  );

  it("gives the VAPID key, and keeps a member's push subscription only for a push service's https address", async () => {
    const key = await api(server, "/api/push/key");
    expect(await key.json()).toEqual({ publicKey: vapid.publicKey });

    const member = await signUp(server, "pusher", { database: fresh.database });
    const subscription = {
      endpoint: "https://fcm.googleapis.com/fcm/send/abc123:APA91b",
      expirationTime: null,
      keys: browserKeys().keys,
    };
    const post = (json: unknown, as: typeof member | null = member) =>
      api(server, "/api/me/push-subscriptions", { member: as, method: "POST", json });
    await expectApiError(await post(subscription, null), 401, "NOT_SIGNED_IN");
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/x",
      "https://push.example.com/send/abc123",
      "https://redis.internal:6379/x",
      "https://metadata.google.internal/computeMetadata/v1/",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "https://fcm.googleapis.com.evil.example/fcm/send/x",
      "https://user:secret@fcm.googleapis.com/fcm/send/x",
      "https://evilpush.apple.com/x",
      "https://127.0.0.1/x",
      "https://[::1]/x",
      "https://localhost/x",
    ]) {
      expect(await expectApiError(await post({ ...subscription, endpoint }), 400, "INVALID_BODY"), endpoint).toBe(
        "endpoint: must be the address of a browser's push service (Google, Mozilla, Apple or Microsoft), https on port 443",
      );
    }
    for (const endpoint of [
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk",
      "https://web.push.apple.com/QGuQyavXutnMH",
      "https://wns2-by3p.notify.windows.com/w/?token=BQYAAAB",
    ]) {
      expect((await post({ ...subscription, endpoint })).status, endpoint).toBe(201);
      await api(server, "/api/me/push-subscriptions", { member, method: "DELETE", json: { endpoint } });
    }
    await expectApiError(await post({ ...subscription, keys: { p256dh: "short", auth: "x" } }), 400, "INVALID_BODY");
    expect(await subscriptionCount(fresh.database.db, member.id)).toBe(0);

    expect((await post(subscription)).status).toBe(201);
    expect(await subscriptionCount(fresh.database.db, member.id)).toBe(1);
    const removed = await api(server, "/api/me/push-subscriptions", {
      member,
      method: "DELETE",
      json: { endpoint: subscription.endpoint },
    });
    expect(removed.status).toBe(204);
    expect(await subscriptionCount(fresh.database.db, member.id)).toBe(0);
  });

  it("refuses a member's post of a browser another member's notifications go to (409), which keeps them", async () => {
    const owner = await signUp(server, "push-owner", { database: fresh.database });
    const other = await signUp(server, "push-other", { database: fresh.database });
    const subscription = {
      endpoint: "https://fcm.googleapis.com/fcm/send/owned-by-one",
      expirationTime: null,
      keys: browserKeys().keys,
    };
    const post = (as: typeof owner, json: unknown) =>
      api(server, "/api/me/push-subscriptions", { member: as, method: "POST", json });
    expect((await post(owner, subscription)).status).toBe(201);
    const refused = await expectApiError(
      await post(other, { ...subscription, keys: browserKeys().keys }),
      409,
      "PUSH_ENDPOINT_TAKEN",
    );
    expect(refused).toContain("another account");
    expect(await subscriptionCount(fresh.database.db, owner.id)).toBe(1);
    expect(await subscriptionCount(fresh.database.db, other.id)).toBe(0);
    // Deleting it as the other member changes nothing either.
    const deleted = await api(server, "/api/me/push-subscriptions", {
      member: other,
      method: "DELETE",
      json: { endpoint: subscription.endpoint },
    });
    expect(deleted.status).toBe(204);
    expect(await subscriptionCount(fresh.database.db, owner.id)).toBe(1);
  });
});
