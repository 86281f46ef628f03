import { describe, expect, it } from "vitest";
import { databaseKinds, freshDatabase } from "#tests/support/databases.ts";
import { afterCommit } from "./after-commit.server.ts";

describe.each(databaseKinds)("work that waits for a commit, on %s", (kind) => {
  it("runs once the write transaction has committed, and never for one that rolled back", async () => {
    const fresh = await freshDatabase(kind);
    try {
      const ran: string[] = [];
      await fresh.database.writeTransaction(async (trx) => {
        await trx.insertInto("rate_limits").values({ key: "k", window_start: 0, count: 1 }).execute();
        afterCommit(() => ran.push("committed"));
        expect(ran).toEqual([]);
      });
      expect(ran).toEqual(["committed"]);

      await expect(
        fresh.database.writeTransaction(async () => {
          afterCommit(() => ran.push("rolled back"));
          throw new Error("refused");
        }),
      ).rejects.toThrow("refused");
      expect(ran).toEqual(["committed"]);
    } finally {
      await fresh.dispose();
    }
  });

  it("runs at once outside a transaction, where the write it follows has committed already", () => {
    const ran: string[] = [];
    afterCommit(() => ran.push("now"));
    expect(ran).toEqual(["now"]);
  });
});
