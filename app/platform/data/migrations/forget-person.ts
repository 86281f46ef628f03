import type { DatabaseKind } from "#app/platform/data/database.server.ts";

/**
 * The statements of a trigger that runs before an account's "user" row is deleted
 * (decision 0145), for records the gym keeps: `updates` replace the person's reference and
 * name in `table`, written with `OLD.id` / `OLD.email` for the account going. The foreign
 * key's ON DELETE SET NULL would clear the reference alone; the trigger clears it together
 * with the name, in one UPDATE (so the audit log's append-only rule can tell it from any
 * other change). One trigger per table: `forget_person_in_<table>`.
 *
 * Later steps call this for their own tables. What it writes is part of the steps that
 * shipped with it: change it only by adding a second helper.
 */
export function forgetPersonTrigger(kind: DatabaseKind, table: string, updates: string[]): string[] {
  const name = `forget_person_in_${table}`;
  if (kind === "sqlite") {
    return [
      `DROP TRIGGER IF EXISTS ${name}`,
      `CREATE TRIGGER ${name} BEFORE DELETE ON "user" BEGIN ${updates.map((update) => `${update};`).join(" ")} END`,
    ];
  }
  return [
    `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${updates.map((update) => `${update};`).join("\n        ")}
        RETURN OLD;
      END
    $$`,
    `DROP TRIGGER IF EXISTS ${name} ON "user"`,
    `CREATE TRIGGER ${name} BEFORE DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION ${name}()`,
  ];
}
