import { handleAuthRequest } from "#app/features/accounts/auth-handler.server.ts";
import { parseEnv } from "#app/platform/config/env.server.ts";
import type { DatabaseKind } from "#app/platform/data/database.server.ts";
import { CLIENT_IP_HEADER } from "#app/platform/security/client-ip.server.ts";
import { createServices, type Services } from "#app/services.server.ts";
import { type FreshDatabase, freshDatabase } from "./databases.ts";
import { TEST_ORIGIN, TEST_SECRET } from "./test-settings.ts";

export interface AccountsApi {
  fresh: FreshDatabase;
  services: Services;
  /** POST /api/auth<path> as the browser on the site sends it. */
  post(path: string, body: unknown, init?: { cookie?: string; ip?: string }): Promise<Response>;
  /** GET /api/auth<path>. */
  get(path: string, init?: { cookie?: string; ip?: string }): Promise<Response>;
  dispose(): Promise<void>;
}

/**
 * The accounts API on a fresh database of `kind`, as the server wires it (createServices); on
 * `fresh`, another server's start on that database, with a connection of its own, which
 * `dispose` closes, leaving the database to its owner.
 */
export async function accountsApi(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  fresh?: FreshDatabase,
): Promise<AccountsApi> {
  const database = fresh ?? (await freshDatabase(kind));
  const services = await createServices(
    parseEnv({
      NODE_ENV: "production",
      DATA_DIR: database.env.DATA_DIR ?? "/nonexistent",
      BETTER_AUTH_SECRET: TEST_SECRET,
      SITE_URL: TEST_ORIGIN,
      DEMO_EMAIL: "",
      DEMO_STAFF_EMAIL: "",
      ...(fresh ? fresh.env : {}),
      ...env,
    }),
    fresh ? undefined : database.database,
  );
  const headers = (init: { cookie?: string; ip?: string }) => ({
    origin: TEST_ORIGIN,
    [CLIENT_IP_HEADER]: init.ip ?? "10.1.0.1",
    ...(init.cookie ? { cookie: init.cookie } : {}),
  });
  return {
    fresh: database,
    services,
    post: (path, body, init = {}) =>
      handleAuthRequest(
        new Request(`${TEST_ORIGIN}/api/auth${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers(init) },
          body: JSON.stringify(body),
        }),
        services,
      ),
    get: (path, init = {}) =>
      handleAuthRequest(new Request(`${TEST_ORIGIN}/api/auth${path}`, { headers: headers(init) }), services),
    // The services first: their mail worker must not outlive the database it sends from.
    dispose: async () => {
      await services.close().catch(() => {});
      if (!fresh) await database.dispose();
    },
  };
}

/** The cookies a response set, as a Cookie header for the next request. */
export function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
