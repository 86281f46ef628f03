import type { DatabaseKind } from "#app/platform/data/database.server.ts";

/** One schema change: applied once, recorded in schema_migrations. Never edit a step that has shipped: add a new one. */
export interface MigrationStep {
  id: string;
  /** Each statement is idempotent on its own (IF NOT EXISTS…), so a step interrupted half-way re-runs safely. */
  statements: string[];
  /**
   * Statements that cannot be written the same way on both databases (triggers), run after
   * `statements` on the database they name. Idempotent too.
   */
  perDatabase?: Record<DatabaseKind, string[]>;
}
