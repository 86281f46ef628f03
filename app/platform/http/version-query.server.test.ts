import { describe, expect, it } from "vitest";
import { versionInQuery } from "./version-query.server.ts";

const asked = (query: string) => versionInQuery(new Request(`http://localhost/api/staff/products/p-1${query}`));

describe("the version a DELETE names in its query", () => {
  it("is none when the query has none, and the whole number it gives", () => {
    expect(asked("")).toEqual({ version: undefined });
    expect(asked("?version=3")).toEqual({ version: 3 });
  });

  it.each(["?version=0", "?version=-1", "?version=1.5", "?version=two", "?version="])(
    "answers %s with 400 INVALID_INPUT",
    async (query) => {
      const answer = asked(query);
      expect("refused" in answer).toBe(true);
      const response = (answer as { refused: Response }).refused;
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "INVALID_INPUT" } });
    },
  );
});
