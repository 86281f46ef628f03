import { resolveAuthSecret } from "#app/features/accounts/auth-secret.server.ts";

/** The session secret of the e2e servers on PostgreSQL (configured: several servers could share it). */
export const POSTGRES_SERVER_SECRET = "e2e-secret-e2e-secret-e2e-secret-0123456789";

/**
 * The secret a project's server signs with, for specs that sign what the server signs
 * (the links in members' mail): the configured one on PostgreSQL, else the one the SQLite
 * server generated into its data folder.
 */
export function serverSecret(projectName: string): string {
  if (projectName === "desktop-postgres" || process.env.E2E_DATABASE_URL) return POSTGRES_SERVER_SECRET;
  return resolveAuthSecret({ DATA_DIR: process.env.E2E_DATA_DIR ?? "" });
}
