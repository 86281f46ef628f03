import { handleAuthRequest } from "#app/features/accounts/auth-handler.server.ts";
import { parseEnv } from "#app/platform/config/env.server.ts";
import type { DatabaseKind } from "#app/platform/data/database.server.ts";
import { createServices, type Services } from "#app/services.server.ts";
import { freshDatabase } from "./databases.ts";
import { TEST_ORIGIN, TEST_SECRET } from "./test-settings.ts";

/**
 * The site's services in this process on a fresh database, with one member signed up through
 * better-auth: the cookie a browser would then send. For tests of who a request is.
 */
export async function servicesWithMember(kind: DatabaseKind): Promise<{
  services: Services;
  cookie: string;
  dispose(): Promise<void>;
}> {
  const fresh = await freshDatabase(kind);
  const env = parseEnv({
    NODE_ENV: "production",
    DATA_DIR: fresh.env.DATA_DIR ?? "/nonexistent",
    BETTER_AUTH_SECRET: TEST_SECRET,
    SITE_URL: TEST_ORIGIN,
    DEMO_EMAIL: "",
  });
  const services = await createServices(env, fresh.database);
  const signUp = await handleAuthRequest(
    new Request(`${TEST_ORIGIN}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_ORIGIN },
      body: JSON.stringify({ email: "member@example.com", password: "password-1", name: "Mem" }),
    }),
    services,
  );
  const cookie = signUp.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(";")[0])
    .join("; ");
  return {
    services,
    cookie,
    async dispose() {
      await services.close().catch(() => {});
      await fresh.dispose();
    },
  };
}
