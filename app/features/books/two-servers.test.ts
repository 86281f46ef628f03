import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { books } from "#app/content/books.ts";
import { productOfShape } from "#app/features/memberships/test-support.ts";
import { type ApiMember, api, membersInDatabase } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { type RunningServer, startServer } from "#tests/support/server-process.ts";
import { signUpStaff } from "#tests/support/staff-server.ts";
import { TEST_SECRET } from "#tests/support/test-settings.ts";

/**
 * Invoice numbers under real concurrency: two production servers sharing one database
 * (PostgreSQL, or one SQLite file), 50 desk sales sent at once, half of them through each,
 * half with an Idempotency-Key: 50 invoices numbered one after another, no gap, no repeat,
 * each sale's JSON naming its own.
 */

const SALES = 50;

describe.each(databaseKinds)("50 desk sales at once on two servers, on %s", (kind) => {
  let fresh: FreshDatabase;
  let servers: RunningServer[];
  let desk: ApiMember;
  let members: ApiMember[];

  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    const env = { ...fresh.env, BETTER_AUTH_SECRET: TEST_SECRET, DEMO_EMAIL: "", AUTH_RATE_LIMIT_MAX: "1000" };
    // The database is a copy of the migrated template: both servers start at once.
    servers = await Promise.all([startServer(env), startServer(env)]);
    desk = await signUpStaff(servers[0] as RunningServer, fresh.database);
    members = await membersInDatabase(fresh.database, 10, "buyer", { entitled: false });
  });
  afterAll(async () => {
    await Promise.all((servers ?? []).map((server) => server.stop()));
    await fresh?.dispose();
  });

  it("numbers 50 simultaneous sales' invoices 1 to 50 of one year, each sale its own", async () => {
    const pack = productOfShape("pack");
    const answers = await Promise.all(
      Array.from({ length: SALES }, async (_, i) => {
        const member = members[i % members.length] as ApiMember;
        const response = await api(servers[i % 2] as RunningServer, "/api/staff/sales", {
          member: desk,
          method: "POST",
          json: { memberEmail: member.email, productId: pack.id, method: i % 3 === 0 ? "cash" : "card" },
          headers: i % 2 === 0 ? { "idempotency-key": randomUUID() } : {},
        });
        return {
          status: response.status,
          body: (await response.json()) as { sale: { id: string; invoice: { number: string } } },
        };
      }),
    );
    expect(answers.filter((answer) => answer.status !== 201)).toEqual([]);
    const numbers = answers.map((answer) => answer.body.sale.invoice.number);
    const pattern = new RegExp(`^${books.invoicePrefix}-(\\d{4})-(\\d{${books.numberDigits}})$`);
    const parsed = numbers.map((number) => {
      const match = pattern.exec(number);
      if (!match) throw new Error(`not an invoice number: ${number}`);
      return { year: Number(match[1]), sequence: Number(match[2]) };
    });
    // The run may stand a minute before midnight on New Year's Eve: each year then counts from 1.
    for (const year of new Set(parsed.map((each) => each.year))) {
      const sequences = parsed.filter((each) => each.year === year).map((each) => each.sequence);
      expect(sequences.sort((a, b) => a - b)).toEqual(sequences.map((_, i) => i + 1));
    }
    const stored = await fresh.database.db.selectFrom("invoices").select(["number", "sale_id"]).execute();
    expect(stored).toHaveLength(SALES);
    expect(new Map(stored.map((row) => [row.sale_id, row.number]))).toEqual(
      new Map(answers.map((answer) => [answer.body.sale.id, answer.body.sale.invoice.number])),
    );
  });
});
