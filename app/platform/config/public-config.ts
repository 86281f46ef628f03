/** What the server tells the browser about itself (app/platform/config/env.server.ts `publicEnv`). */
export interface PublicConfig {
  sessionSyncMaxAge: number;
  sessionSyncEndpoint: string;
  demoAccount: { email: string; password: string } | null;
}

/**
 * The session sync's settings when none are configured (tokens up to 300 s old,
 * posted to /api/session). The server's defaults and the browser's fallback are these.
 */
export const SESSION_SYNC_DEFAULTS = { maxAgeSeconds: 300, endpoint: "/api/session" } as const;

let pending: Promise<PublicConfig> | undefined;

const FALLBACK: PublicConfig = {
  sessionSyncMaxAge: SESSION_SYNC_DEFAULTS.maxAgeSeconds,
  sessionSyncEndpoint: SESSION_SYNC_DEFAULTS.endpoint,
  demoAccount: null,
};

/** The server's public runtime settings (/api/config), fetched once per page load when first needed. */
export function loadPublicConfig(): Promise<PublicConfig> {
  pending ??= fetch("/api/config", { credentials: "same-origin" })
    .then((response) => (response.ok ? (response.json() as Promise<PublicConfig>) : FALLBACK))
    .catch(() => {
      pending = undefined;
      return FALLBACK;
    });
  return pending;
}
