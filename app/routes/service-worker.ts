import { serviceWorkerScript } from "#app/features/web-app/service-worker-script.ts";

/**
 * The web app's service worker. Served by a route, not as a static file, for its own
 * Content-Security-Policy: a worker runs under its script's policy, and the strict one of
 * other files would forbid it to fetch anything, even from this site.
 */
export function loader() {
  return new Response(serviceWorkerScript(), {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      // Browsers look for a new worker at least daily whatever this says; an hour keeps updates prompt.
      "Cache-Control": "public, max-age=0, must-revalidate",
      "Content-Security-Policy": "default-src 'none'; connect-src 'self'",
    },
  });
}
