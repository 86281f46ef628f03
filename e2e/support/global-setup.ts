import { assertFreshBuild } from "#scripts/build/freshness.ts";

/**
 * Browser tests run against build/: a build older than the source would test old code,
 * so the run stops with the fix instead (`npm run test:e2e` and `npm test` build first).
 */
export default function globalSetup(): void {
  assertFreshBuild();
}
