import { offlinePageHtml } from "#app/features/web-app/offline-page.ts";
import { contentSecurityPolicy } from "#app/platform/security/csp.ts";

/** The page the service worker shows offline (app/features/web-app/service-worker-script.ts keeps it): no script, inline styles. */
export function loader() {
  return new Response(offlinePageHtml(), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      "Content-Security-Policy": contentSecurityPolicy([]),
    },
  });
}
