import { describe, expect, it } from "vitest";
import { inSessionTurn } from "./session-turns.server.ts";

/** A promise with its resolve, to hold a turn open for as long as a test wants. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe("a session's turns on one server", () => {
  it("lets the work of one session run one at a time, in order of arrival, and other sessions' beside it", async () => {
    const order: string[] = [];
    const first = gate();
    const a1 = inSessionTurn("a", async () => {
      order.push("a1 start");
      await first.opened;
      order.push("a1 end");
    });
    const a2 = inSessionTurn("a", async () => {
      order.push("a2");
    });
    const b1 = inSessionTurn("b", async () => {
      order.push("b1");
    });
    await b1;
    expect(order).toEqual(["a1 start", "b1"]);
    first.open();
    await Promise.all([a1, a2]);
    expect(order).toEqual(["a1 start", "b1", "a1 end", "a2"]);
  });

  it("passes on a refusal to its caller and still lets the next turn run", async () => {
    const refused = inSessionTurn("c", async () => {
      throw new Error("refused");
    });
    const next = inSessionTurn("c", async () => "booked");
    await expect(refused).rejects.toThrow("refused");
    await expect(next).resolves.toBe("booked");
  });
});
