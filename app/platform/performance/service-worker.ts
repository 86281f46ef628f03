/**
 * Registers the web app's service worker (/sw.js, app/features/web-app/service-worker-script.ts) once the page is idle, so it
 * takes nothing from the first load: no request, no work before the page is usable.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js").catch(() => {
      // Without a service worker the site works as before; nothing to tell the visitor.
    });
  };
  // Safari has no requestIdleCallback: after the load event and a pause instead.
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(register, { timeout: 10_000 });
  else addEventListener("load", () => setTimeout(register, 2_000), { once: true });
}
