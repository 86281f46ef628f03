/** One schema change: applied once, recorded in schema_migrations. Never edit a step that has shipped: add a new one. */
export interface MigrationStep {
  id: string;
  /** Each statement is idempotent on its own (IF NOT EXISTS…), so a step interrupted half-way re-runs safely. */
  statements: string[];
}
