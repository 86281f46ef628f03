import { sql } from "kysely";
import type { Database } from "#app/platform/data/database.server.ts";

export type ReferentialAction = "cascade" | "set null" | "set default" | "restrict" | "no action";

/** One column of a foreign key, as the database itself has it. */
export interface ForeignKey {
  table: string;
  column: string;
  references: string;
  referencedColumn: string;
  onDelete: ReferentialAction;
  onUpdate: ReferentialAction;
}

const postgresActions: Record<string, ReferentialAction> = {
  a: "no action",
  r: "restrict",
  c: "cascade",
  n: "set null",
  d: "set default",
};

/** Every foreign key of the database's tables (better-auth's included), read from its catalogue. */
export async function foreignKeys(database: Database): Promise<ForeignKey[]> {
  if (database.kind === "sqlite") {
    const rows = await sql<{
      table: string;
      from: string;
      parent: string;
      to: string | null;
      on_delete: string;
      on_update: string;
    }>`
      SELECT m.name AS "table", f."from" AS "from", f."table" AS parent, f."to" AS "to", f.on_delete, f.on_update
      FROM sqlite_master AS m, pragma_foreign_key_list(m.name) AS f
      WHERE m.type = 'table'
    `.execute(database.db);
    return rows.rows.map((row) => ({
      table: row.table,
      column: row.from,
      references: row.parent,
      // Without a column named, the parent's primary key; ours always name it.
      referencedColumn: row.to ?? "id",
      onDelete: row.on_delete.toLowerCase() as ReferentialAction,
      onUpdate: row.on_update.toLowerCase() as ReferentialAction,
    }));
  }
  const rows = await sql<{
    table: string;
    column: string;
    parent: string;
    parent_column: string;
    on_delete: string;
    on_update: string;
  }>`
    SELECT child.relname AS "table", child_column.attname AS "column", parent.relname AS parent,
      parent_column.attname AS parent_column, c.confdeltype AS on_delete, c.confupdtype AS on_update
    FROM pg_constraint AS c
    JOIN pg_class AS child ON child.oid = c.conrelid
    JOIN pg_namespace AS n ON n.oid = child.relnamespace AND n.nspname = current_schema()
    JOIN pg_class AS parent ON parent.oid = c.confrelid
    CROSS JOIN LATERAL unnest(c.conkey, c.confkey) AS k(child_number, parent_number)
    JOIN pg_attribute AS child_column ON child_column.attrelid = c.conrelid AND child_column.attnum = k.child_number
    JOIN pg_attribute AS parent_column ON parent_column.attrelid = c.confrelid AND parent_column.attnum = k.parent_number
    WHERE c.contype = 'f'
  `.execute(database.db);
  return rows.rows.map((row) => ({
    table: row.table,
    column: row.column,
    references: row.parent,
    referencedColumn: row.parent_column,
    onDelete: postgresActions[row.on_delete] ?? "no action",
    onUpdate: postgresActions[row.on_update] ?? "no action",
  }));
}
