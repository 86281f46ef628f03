/** What the server tells the browser about itself (app/platform/config/env.server.ts `publicEnv`). */
export interface PublicConfig {
  sessionSyncMaxAge: number;
  sessionSyncEndpoint: string;
  demoAccount: { email: string; password: string } | null;
}

let pending: Promise<PublicConfig> | undefined;

const FALLBACK: PublicConfig = { sessionSyncMaxAge: 300, sessionSyncEndpoint: "/api/session", demoAccount: null };

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
