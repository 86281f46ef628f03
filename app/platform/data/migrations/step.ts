import type { Kysely } from "kysely";
import type { DatabaseKind } from "#app/platform/data/database.server.ts";
import type { Tables } from "#app/platform/data/tables.ts";

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
  /**
   * Work that must read the database to know what to do (rebuild an SQLite table from the
   * schema it has, count the rows it deletes), after the statements, in the step's
   * transaction. What it returns, if anything, is logged as the step's line.
   */
  run?: (trx: Kysely<Tables>, kind: DatabaseKind) => Promise<string | undefined>;
  /**
   * SQLite: the step rebuilds tables (the only way to add a foreign key there), which must
   * happen with foreign keys off (dropping a parent table would cascade); before it commits,
   * PRAGMA foreign_key_check must find no row breaking one.
   */
  rebuildsTables?: boolean;
}
