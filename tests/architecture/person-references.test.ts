import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERSON_LIKE_COLUMN, personColumns } from "#app/platform/data/person-columns.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { type ForeignKey, foreignKeys } from "#tests/support/foreign-keys.ts";

/**
 * Nothing of a person is left behind (decision 0145): every column that holds a person's
 * account has a foreign key to better-auth's "user", with the ON DELETE rule
 * app/platform/data/person-columns.ts gives it, on both databases. A new table whose
 * person column has no foreign key fails here (and one missing from person-columns.ts
 * does not compile); the rows themselves are proven gone or anonymised by
 * app/features/accounts/account-deletion.test.ts.
 */
/** person-columns.ts read without its per-table column types. */
interface Rule {
  onDelete: "cascade" | "set null";
  to?: "id" | "email";
  name?: string;
}
interface Classes {
  references?: Record<string, Rule>;
  namedByEmail?: string[];
  keptAsIssued?: Record<string, string>;
  notAccounts?: Record<string, string>;
}
const classes = personColumns as unknown as Record<string, Classes>;
const references = Object.entries(classes).flatMap(([table, columns]) =>
  Object.entries(columns.references ?? {}).map(([column, rule]) => ({ table, column, rule })),
);

describe.each(databaseKinds)("the person references on %s", (kind) => {
  let fresh: FreshDatabase;
  let keys: ForeignKey[];
  let schema: Map<string, { name: string; isNullable: boolean }[]>;
  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    keys = await foreignKeys(fresh.database);
    const introspected = await fresh.database.db.introspection.getTables();
    schema = new Map(introspected.map((table) => [table.name, table.columns]));
  });
  afterAll(async () => {
    await fresh?.dispose();
  });

  it("classify every column that looks like a person's: a reference, a name kept beside one, or not an account", () => {
    const unclassified = [...schema]
      .filter(([table]) => table in classes)
      .flatMap(([table, columns]) => {
        const own = classes[table] ?? {};
        const known = new Set<string>([
          ...Object.keys(own.references ?? {}),
          ...Object.values(own.references ?? {}).flatMap((rule) => (rule.name ? [rule.name] : [])),
          ...(own.namedByEmail ?? []),
          ...Object.keys(own.keptAsIssued ?? {}),
          ...Object.keys(own.notAccounts ?? {}),
        ]);
        return columns
          .filter((column) => PERSON_LIKE_COLUMN.test(column.name) && !known.has(column.name))
          .map((column) => `${table}.${column.name}`);
      });
    expect(unclassified).toEqual([]);
  });

  it("have a foreign key to the account, with the ON DELETE rule person-columns.ts gives them", () => {
    const found = references.map(({ table, column, rule }) => {
      const key = keys.find((each) => each.table === table && each.column === column);
      const to = rule.to ?? "id";
      return {
        column: `${table}.${column}`,
        references: key ? `${key.references}.${key.referencedColumn}` : "nothing",
        onDelete: key?.onDelete ?? "nothing",
        // Keyed by an e-mail, the row follows the account's address when it changes.
        onUpdate: to === "email" ? key?.onUpdate : "any",
      };
    });
    expect(found).toEqual(
      references.map(({ table, column, rule }) => {
        const to = rule.to ?? "id";
        return {
          column: `${table}.${column}`,
          references: `user.${to}`,
          onDelete: rule.onDelete,
          onUpdate: to === "email" ? "cascade" : "any",
        };
      }),
    );
  });

  it("are all declared: no foreign key to the account that person-columns.ts does not name", () => {
    const undeclared = keys
      .filter((key) => key.references === "user" && key.table in classes)
      .filter((key) => !references.some(({ table, column }) => table === key.table && column === key.column))
      .map((key) => `${key.table}.${key.column}`);
    expect(undeclared).toEqual([]);
  });

  it("take NULL where the record is kept, and the name they keep is a column of the record", () => {
    const wrong = references
      .filter(({ rule }) => rule.onDelete === "set null")
      .flatMap(({ table, column, rule }) => {
        const columns = schema.get(table) ?? [];
        const problems: string[] = [];
        if (!columns.find((each) => each.name === column)?.isNullable) problems.push(`${table}.${column} is NOT NULL`);
        if (rule.name && !columns.some((each) => each.name === rule.name))
          problems.push(`${table}.${rule.name} does not exist`);
        return problems;
      });
    expect(wrong).toEqual([]);
  });
});
