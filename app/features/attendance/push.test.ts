import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import webpush from "web-push";
import { createMembers } from "#app/features/booking/test-support.ts";
import { createMailWorker } from "#app/features/mail/worker.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { browserKeys, standInPushNetwork, startPushEndpoint } from "#tests/support/push-endpoint.ts";
import { pushDeliverer } from "./push-delivery.server.ts";
import { resolveVapidKeys } from "./push-keys.server.ts";
import { type PushNetwork, productionPushNetwork } from "./push-network.server.ts";
import {
  MAX_SUBSCRIPTIONS_PER_MEMBER,
  queuePush,
  saveSubscription,
  subscriptionCount,
} from "./push-subscriptions.server.ts";

/**
 * Web push through the outbox, delivered to a push service on this machine that records
 * what it gets: encrypted to the browser's keys (decrypted here as the browser would),
 * signed with our VAPID key, sent exactly once, and a subscription the service says is
 * gone is deleted.
 */
const context = { origin: "https://gym.example", staffEmail: "desk@gym.example" };
const vapid = { ...webpush.generateVAPIDKeys(), subject: "mailto:desk@gym.example" };
const notification = {
  topic: "reminder",
  title: "Reminder: Spin",
  body: "Monday, 9:00am",
  url: "https://gym.example/schedule/monday",
};

describe.each(databaseKinds)("web push on %s", (kind) => {
  let fresh: FreshDatabase;
  let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
  let member: string;
  let heldDir: string;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    endpoint = await startPushEndpoint({ "/push/gone": 410, "/push/broken": 500 });
    [member] = (await createMembers(fresh.database, 1)) as [string];
    heldDir = mkdtempSync(path.join(tmpdir(), "ironpeak-push-"));
  });
  afterEach(async () => {
    await endpoint.close();
    await fresh.dispose();
    rmSync(heldDir, { recursive: true, force: true });
  });

  const worker = (network: PushNetwork = standInPushNetwork) =>
    createMailWorker({
      database: fresh.database,
      from: "gym@example.com",
      heldDir,
      leaseSeconds: 10,
      retry: { maxAttempts: 3, retryBaseSeconds: 30 },
      pollMs: 60_000,
      log: { info: () => {}, warn: () => {} },
      push: pushDeliverer(vapid, fresh.database, network),
    });
  const outbox = () =>
    fresh.database.db
      .selectFrom("mail_outbox")
      .select(["kind", "status", "last_error"])
      .where("kind", "=", "push")
      .execute();

  it("delivers the notification once, encrypted to the browser and signed with our key", async () => {
    const browser = browserKeys();
    await saveSubscription(fresh.database.db, member, { endpoint: endpoint.url("/push/ok"), keys: browser.keys });
    await fresh.database.writeTransaction((trx) => queuePush(trx, member, notification, context));

    const servers = [worker(), worker()];
    await Promise.all(servers.map((server) => server.drain()));
    await Promise.all(servers.map((server) => server.drain()));
    expect(endpoint.received).toHaveLength(1);
    const [push] = endpoint.received;
    expect(push?.headers["content-encoding"]).toBe("aes128gcm");
    expect(push?.headers.ttl).toBe(String(24 * 60 * 60));
    expect(push?.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
    );
    expect(JSON.parse(browser.decrypt(push?.body ?? Buffer.alloc(0)))).toEqual({
      title: notification.title,
      body: notification.body,
      url: notification.url,
    });
    expect(await outbox()).toEqual([{ kind: "push", status: "sent", last_error: null }]);
    await Promise.all(servers.map((server) => server.stop()));
  });

  it("deletes a subscription the push service says is gone (410), and gives the notification up at once", async () => {
    await saveSubscription(fresh.database.db, member, {
      endpoint: endpoint.url("/push/gone"),
      keys: browserKeys().keys,
    });
    await saveSubscription(fresh.database.db, member, { endpoint: endpoint.url("/push/ok"), keys: browserKeys().keys });
    await fresh.database.writeTransaction((trx) => queuePush(trx, member, notification, context));
    const sender = worker();
    await sender.drain();
    expect(endpoint.received.map((push) => push.path).sort()).toEqual(["/push/gone", "/push/ok"]);
    expect(await subscriptionCount(fresh.database.db, member)).toBe(1);
    expect((await outbox()).map((row) => row.status).sort()).toEqual(["failed", "sent"]);
    await sender.stop();
  });

  const pending = async () =>
    (await outbox()).map((row) => ({ status: row.status, error: row.last_error?.replace(/:\d+/, ":port") }));

  it("follows no redirect: a push service answering 307 to an address inside the network sends nothing there", async () => {
    const inside = await startPushEndpoint();
    const redirecting = await startPushEndpoint({}, { "/push/moved": inside.url("/admin/flush") });
    try {
      await saveSubscription(fresh.database.db, member, {
        endpoint: redirecting.url("/push/moved"),
        keys: browserKeys().keys,
      });
      await fresh.database.writeTransaction((trx) => queuePush(trx, member, notification, context));
      const sender = worker();
      await sender.drain();
      await sender.stop();
      expect(redirecting.received.map((push) => push.path)).toEqual(["/push/moved"]);
      expect(inside.received).toEqual([]);
      expect(await pending()).toEqual([{ status: "pending", error: "the push service answered 307" }]);
    } finally {
      await redirecting.close();
      await inside.close();
    }
  });

  it("connects to a push service only at a public address, checked when connecting: a name that resolves inside (DNS rebinding) is refused", async () => {
    const asked: string[] = [];
    const rebinding = (address: string): PushNetwork => ({
      ...productionPushNetwork,
      resolve: async (hostname) => {
        asked.push(hostname);
        return [{ address, family: address.includes(":") ? 6 : 4 }];
      },
    });
    const endpoint = "https://fcm.googleapis.com/fcm/send/rebound";
    await saveSubscription(fresh.database.db, member, { endpoint, keys: browserKeys().keys });
    for (const address of ["127.0.0.1", "10.1.2.3", "169.254.169.254", "::1", "fd00::5", "::ffff:192.168.0.1"]) {
      await fresh.database.writeTransaction((trx) => queuePush(trx, member, notification, context));
      const sender = worker(rebinding(address));
      await sender.drain();
      await sender.stop();
      const rows = await fresh.database.db
        .selectFrom("mail_outbox")
        .select(["id", "last_error"])
        .where("kind", "=", "push")
        .where("status", "=", "pending")
        .execute();
      expect(rows.map((row) => row.last_error)).toEqual([
        `EPUSHADDRESS ${address} is not a public address (fcm.googleapis.com)`,
      ]);
      await fresh.database.db.deleteFrom("mail_outbox").execute();
    }
    expect(new Set(asked)).toEqual(new Set(["fcm.googleapis.com"]));
    expect(await subscriptionCount(fresh.database.db, member)).toBe(1);
  });

  it("connects by name to exactly the address its lookup vetted", async () => {
    const port = new URL(endpoint.url("/")).port;
    const asked: string[] = [];
    const named: PushNetwork = {
      ...standInPushNetwork,
      endpointProblem: (url) => (url.hostname === "push.stand-in.test" ? null : "not the stand-in"),
      resolve: async (hostname) => {
        asked.push(hostname);
        return [{ address: "127.0.0.1", family: 4 }];
      },
    };
    const browser = browserKeys();
    await saveSubscription(fresh.database.db, member, {
      endpoint: `http://push.stand-in.test:${port}/push/named`,
      keys: browser.keys,
    });
    await fresh.database.writeTransaction((trx) => queuePush(trx, member, notification, context));
    const sender = worker(named);
    await sender.drain();
    await sender.stop();
    expect(asked).toEqual(["push.stand-in.test"]);
    expect(endpoint.received.map((push) => push.path)).toEqual(["/push/named"]);
    expect(JSON.parse(browser.decrypt(endpoint.received[0]?.body ?? Buffer.alloc(0)))).toMatchObject({
      title: notification.title,
    });
    expect((await outbox()).map((row) => row.status)).toEqual(["sent"]);
  });

  it("never posts to a subscription saved for an address that is no push service's: it is deleted as gone", async () => {
    for (const endpoint of [
      "https://redis.internal:6379/",
      "https://metadata.google.internal/computeMetadata/v1/",
      "http://fcm.googleapis.com/fcm/send/plain",
      "https://fcm.googleapis.com:8443/fcm/send/port",
      "https://10.0.0.7/push",
    ]) {
      await saveSubscription(fresh.database.db, member, { endpoint, keys: browserKeys().keys });
    }
    await fresh.database.writeTransaction((trx) => queuePush(trx, member, notification, context));
    const asked: string[] = [];
    const sender = worker({
      ...productionPushNetwork,
      resolve: async (hostname) => {
        asked.push(hostname);
        return [{ address: "127.0.0.1", family: 4 }];
      },
    });
    await sender.drain();
    await sender.stop();
    expect(asked).toEqual([]);
    expect((await outbox()).map((row) => row.status)).toEqual(Array(5).fill("failed"));
    expect(await subscriptionCount(fresh.database.db, member)).toBe(0);
  });

  const endpointsOf = async (userId: string) =>
    (
      await fresh.database.db
        .selectFrom("push_subscriptions")
        .select("endpoint")
        .where("user_id", "=", userId)
        .orderBy("endpoint")
        .execute()
    ).map((row) => row.endpoint);
  const save = (userId: string, endpoint: string, keys = browserKeys().keys, at = clock.now()) =>
    fresh.database.writeTransaction((trx) => saveSubscription(trx, userId, { endpoint, keys }, at));

  it(`keeps at most ${MAX_SUBSCRIPTIONS_PER_MEMBER} browsers per member: a new one replaces the one subscribed longest ago`, async () => {
    const start = clock.millis();
    const browser = (index: number) => `https://fcm.googleapis.com/fcm/send/browser-${String(index).padStart(2, "0")}`;
    for (let index = 0; index < MAX_SUBSCRIPTIONS_PER_MEMBER; index++) {
      expect(await save(member, browser(index), browserKeys().keys, new Date(start + index * 1000))).toBe("saved");
    }
    // The first browser subscribes again: it is the newest now, so the second is the one replaced.
    await save(member, browser(0), browserKeys().keys, new Date(start + 100_000));
    await save(member, browser(99), browserKeys().keys, new Date(start + 200_000));
    const kept = await endpointsOf(member);
    expect(kept).toHaveLength(MAX_SUBSCRIPTIONS_PER_MEMBER);
    expect(kept).toContain(browser(0));
    expect(kept).toContain(browser(99));
    expect(kept).not.toContain(browser(1));
  });

  it("keeps a browser's subscription with its member when another member posts the same endpoint, keys and all", async () => {
    const [other] = (await createMembers(fresh.database, 1)) as [string];
    const endpoint = "https://updates.push.services.mozilla.com/wpush/v2/owned";
    const owners = browserKeys().keys;
    expect(await save(member, endpoint, owners)).toBe("saved");
    expect(await save(other, endpoint, browserKeys().keys)).toBe("taken");
    expect(await endpointsOf(other)).toEqual([]);
    expect(
      await fresh.database.db
        .selectFrom("push_subscriptions")
        .select(["user_id", "p256dh", "auth"])
        .where("endpoint", "=", endpoint)
        .execute(),
    ).toEqual([{ user_id: member, p256dh: owners.p256dh, auth: owners.auth }]);
    // Its own member may post it again (a browser re-subscribing with new keys).
    const renewed = browserKeys().keys;
    expect(await save(member, endpoint, renewed)).toBe("saved");
    expect(await endpointsOf(member)).toEqual([endpoint]);
  });

  it("retries when the push service fails for another reason, keeping the subscription", async () => {
    await saveSubscription(fresh.database.db, member, {
      endpoint: endpoint.url("/push/broken"),
      keys: browserKeys().keys,
    });
    await fresh.database.writeTransaction((trx) => queuePush(trx, member, notification, context));
    const sender = worker();
    await sender.drain();
    expect(await outbox()).toEqual([{ kind: "push", status: "pending", last_error: "the push service answered 500" }]);
    expect(await subscriptionCount(fresh.database.db, member)).toBe(1);
    await sender.stop();
  });
});

describe("the VAPID keys", () => {
  it("are generated once into the data folder, from the variables when set, and off for several servers without them", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "ironpeak-vapid-"));
    try {
      const env = { DATA_DIR: dataDir, STAFF_EMAIL: "desk@gym.example" };
      const first = resolveVapidKeys(env);
      expect(first).toMatchObject({ subject: "mailto:desk@gym.example" });
      expect(resolveVapidKeys(env)).toEqual(first);
      expect(
        resolveVapidKeys({ ...env, VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey }),
      ).toEqual({
        publicKey: vapid.publicKey,
        privateKey: vapid.privateKey,
        subject: "mailto:desk@gym.example",
      });
      expect(resolveVapidKeys({ ...env, DATABASE_URL: "postgres://db/gym" })).toBeNull();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
