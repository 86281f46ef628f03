import { createAuthClient } from "better-auth/client";

/**
 * The better-auth browser client. Loaded with import() only when a visitor signs in,
 * signs up or signs out, so the public pages do not carry it.
 */
export const authClient = createAuthClient({ basePath: "/api/auth" });
