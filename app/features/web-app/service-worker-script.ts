import { appIcons } from "#app/content/app-icons.ts";

/** Where the offline page is served (app/routes/offline.ts) and kept. */
export const OFFLINE_PAGE = "/offline.html";
/** Bumped when what the worker keeps changes: the new worker deletes the old cache. */
const CACHE = "offline-v1";
/** All the worker ever keeps: the offline page and what it and an installed app show. */
export const precached = [OFFLINE_PAGE, "/favicon.svg", ...appIcons.map((icon) => icon.src)];

/**
 * The service worker of the installable web app, served at /sw.js (app/routes/service-worker.ts)
 * and registered by app/platform/performance/service-worker.ts. It caches only what is safe
 * to show anyone at any time: never a member's or staff page, never an API answer. Every
 * request goes to the network untouched; a page that cannot be fetched shows the offline page.
 * It shows the notifications the server pushes, and opens their page (on this site only) when tapped.
 */
export function serviceWorkerScript(): string {
  return `const CACHE = ${JSON.stringify(CACHE)};
const OFFLINE_PAGE = ${JSON.stringify(OFFLINE_PAGE)};
const PRECACHE = ${JSON.stringify(precached)};

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || request.mode !== "navigate") return;
  event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_PAGE)));
});

// A notification the server pushed (app/features/attendance/push-delivery.server.ts): { title, body, url }.
self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : "" };
  }
  const url = new URL(typeof message.url === "string" ? message.url : "/", self.location.origin);
  event.waitUntil(
    self.registration.showNotification(String(message.title || ""), {
      body: String(message.body || ""),
      icon: ${JSON.stringify(appIcons[0].src)},
      data: { url: url.origin === self.location.origin ? url.href : self.location.origin },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(self.clients.openWindow(event.notification.data.url));
});
`;
}
