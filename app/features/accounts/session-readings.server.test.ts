import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  forgetMember,
  forgetSession,
  SESSION_READ_FRESH_MS,
  type SessionReading,
  sessionReading,
} from "./session-readings.server.ts";

/** Readings of who a session signs in, kept a second at most (decision 0229). */
describe("session readings", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["performance"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const readingOf = (id: string, name = "Mem"): SessionReading => ({
    member: { id, email: `${id}@example.com`, name, emailVerified: true },
    expiresAt: Date.parse("2030-01-01T00:00:00Z"),
  });
  const counted = (answer: () => SessionReading | null) => vi.fn(async (_token: string) => answer());

  it(`reads a token once per ${SESSION_READ_FRESH_MS} ms, and again after`, async () => {
    const read = counted(() => readingOf("u1"));
    await sessionReading("t-fresh", read);
    vi.advanceTimersByTime(SESSION_READ_FRESH_MS);
    expect(await sessionReading("t-fresh", read)).toEqual(readingOf("u1"));
    expect(read).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await sessionReading("t-fresh", read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("reads a session again at once after it was forgotten here", async () => {
    let answer: SessionReading | null = readingOf("u2");
    const read = counted(() => answer);
    await sessionReading("t-ended", read);
    answer = null;
    forgetSession("t-ended");
    expect(await sessionReading("t-ended", read)).toBeNull();
  });

  it("reads every session of a member again at once after the member was changed here", async () => {
    let name = "Before";
    const read = counted(() => readingOf("u3", name));
    await sessionReading("t-phone", read);
    await sessionReading("t-laptop", read);
    const other = counted(() => readingOf("u4"));
    await sessionReading("t-other", other);
    name = "After";
    forgetMember("u3");
    expect((await sessionReading("t-phone", read))?.member.name).toBe("After");
    expect((await sessionReading("t-laptop", read))?.member.name).toBe("After");
    await sessionReading("t-other", other);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it("does not keep a reading that was under way when something was forgotten", async () => {
    let release = () => {};
    const slow = vi.fn(
      (_token: string) =>
        new Promise<SessionReading | null>((resolve) => {
          release = () => resolve(readingOf("u5"));
        }),
    );
    const underWay = sessionReading("t-race", slow);
    forgetSession("t-race");
    release();
    expect(await underWay).toEqual(readingOf("u5"));
    const read = counted(() => null);
    expect(await sessionReading("t-race", read)).toBeNull();
    expect(read).toHaveBeenCalledTimes(1);
  });
});
