import type { AuthSettings } from "#app/features/accounts/auth.server.ts";

export const TEST_SECRET = "test-secret-test-secret-test-secret-0123456789";
export const TEST_ORIGIN = "http://localhost:3000";

export const TEST_AUTH_SETTINGS: AuthSettings = {
  secret: TEST_SECRET,
  baseURL: TEST_ORIGIN,
  trustedOrigins: [TEST_ORIGIN],
  authRateLimit: { window: 60, max: 10 },
  secureCookies: false,
};
