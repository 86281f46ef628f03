import { useEffect, useState } from "react";

type PushState = "checking" | "unsupported" | "denied" | "off" | "on" | "working" | "failed";

const explanations: Record<PushState, string> = {
  checking: "Notifications need a browser with JavaScript.",
  unsupported:
    "This browser cannot show notifications from websites. On an iPhone, add the site to your home screen first.",
  denied: "Notifications are blocked for this site in your browser's settings.",
  off: "Get a notification on this device for your class reminders, a place from the waitlist and a class the gym cancels.",
  on: "This device gets your notifications: class reminders, a place from the waitlist, a class the gym cancels.",
  working: "One moment…",
  failed: "That did not work. Please try again.",
};

/** The VAPID key as the Push API wants it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(
    base64url
      .replace(/-/g, "+")
      .replace(/_/g, "/")
      .padEnd(Math.ceil(base64url.length / 4) * 4, "="),
  );
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register("/sw.js");
  return navigator.serviceWorker.ready;
}

/**
 * Push notifications on this device, turned on and off in /account only (the code loads
 * with this page, never with the public ones). The subscription is kept by the server
 * (POST/DELETE /api/me/push-subscriptions) and the browser's push service.
 */
export function PushSettings() {
  const [state, setState] = useState<PushState>("checking");

  useEffect(() => {
    if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
      setState("unsupported");
      return;
    }
    if (Notification.permission === "denied") {
      setState("denied");
      return;
    }
    navigator.serviceWorker
      .getRegistration()
      .then((found) => found?.pushManager.getSubscription())
      .then((subscription) => setState(subscription ? "on" : "off"))
      .catch(() => setState("off"));
  }, []);

  async function turnOn() {
    setState("working");
    try {
      if ((await Notification.requestPermission()) !== "granted") {
        setState(Notification.permission === "denied" ? "denied" : "off");
        return;
      }
      const { publicKey } = (await (await fetch("/api/push/key")).json()) as { publicKey: string };
      const { pushManager } = await registration();
      const subscribe = () =>
        pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
      const save = (subscription: PushSubscription) =>
        fetch("/api/me/push-subscriptions", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(subscription.toJSON()),
        });
      const subscription = await subscribe();
      let saved = await save(subscription);
      if (saved.status === 409) {
        // This browser's subscription is another account's (someone else signed in here before):
        // a fresh one has a new endpoint, and the old one stops at the push service.
        await subscription.unsubscribe();
        saved = await save(await subscribe());
      }
      if (!saved.ok) throw new Error(`saving the subscription answered ${saved.status}`);
      setState("on");
    } catch {
      setState("failed");
    }
  }

  async function turnOff() {
    setState("working");
    try {
      const subscription = await (await registration()).pushManager.getSubscription();
      if (subscription) {
        await fetch("/api/me/push-subscriptions", {
          method: "DELETE",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ endpoint: subscription.endpoint }),
        });
        await subscription.unsubscribe();
      }
      setState("off");
    } catch {
      setState("failed");
    }
  }

  return (
    <section aria-labelledby="push-title" className="space-y-4">
      <h2 id="push-title" className="font-display text-3xl font-semibold uppercase tracking-tight">
        Notifications
      </h2>
      <p className="text-muted" aria-live="polite">
        {explanations[state]}
      </p>
      {state === "off" || state === "failed" ? (
        <button type="button" className="button-primary" onClick={turnOn}>
          Turn on notifications
        </button>
      ) : null}
      {state === "on" ? (
        <button type="button" className="button-outline" onClick={turnOff}>
          Turn off notifications
        </button>
      ) : null}
    </section>
  );
}
