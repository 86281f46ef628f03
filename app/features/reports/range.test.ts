import { describe, expect, it, vi } from "vitest";
import { defaultRange, MAX_RANGE_DAYS, rangeOf, readRange } from "./range.server.ts";

// The hand-made data below is written in London's wall-clock time: the gym's zone is pinned,
// whatever zone a gym's own content names.
vi.mock("#app/content/site.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("#app/content/site.ts")>();
  return { ...actual, site: { ...actual.site, timeZone: "Europe/London" } };
});

/** Wednesday 25 March 2026, noon in London: summer time starts on Sunday. */
const NOW = new Date("2026-03-25T12:00:00.000Z");
const read = (query: string, fallback: "weeks" | "months" = "weeks") =>
  readRange(new URL(`https://gym.example/staff/reports/attendance${query}`), fallback, NOW);

describe("a report's dates", () => {
  it("open on the last twelve weeks from Monday, or the last six months from the first", () => {
    expect(defaultRange("weeks", NOW)).toMatchObject({ from: "2026-01-05", to: "2026-03-25" });
    expect(defaultRange("months", NOW)).toMatchObject({ from: "2025-10-01", to: "2026-03-25" });
    expect(read("")).toEqual({ ok: true, range: defaultRange("weeks", NOW) });
  });

  it("cover whole local days, the last one included, across the change to summer time", () => {
    expect(rangeOf("2026-03-28", "2026-03-29", "Europe/London")).toEqual({
      from: "2026-03-28",
      to: "2026-03-29",
      startsAt: "2026-03-28T00:00:00.000Z",
      // Monday 30 March begins at 00:00 BST.
      endsAt: "2026-03-29T23:00:00.000Z",
    });
    expect(read("?from=2026-03-01&to=2026-03-31")).toMatchObject({
      ok: true,
      range: { from: "2026-03-01", to: "2026-03-31" },
    });
  });

  it.each([
    ["?from=2026-02-30&to=2026-03-01", "real calendar dates"],
    ["?from=yesterday&to=2026-03-01", "YYYY-MM-DD"],
    ["?from=2026-03-10&to=2026-03-01", "on or before the end date"],
    ["?from=2024-01-01&to=2026-03-01", "at most two years"],
    ["?from=0000-01-01&to=0000-12-31", "Choose dates from 2000 to 2027"],
    ["?from=9999-01-01&to=9999-12-31", "Choose dates from 2000 to 2027"],
  ])("refuse %s, saying what to type, and keep what was typed", (query, says) => {
    const reading = read(query);
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.message).toContain(says);
    expect(reading.typed.from).toBe(new URLSearchParams(query).get("from"));
  });

  it("take the default for a date not given, and say so when the range it makes is refused", () => {
    expect(read("?from=2026-03-01")).toMatchObject({ ok: true, range: { from: "2026-03-01", to: "2026-03-25" } });
    const onlyEnd = read("?to=2025-12-31");
    expect(onlyEnd.ok).toBe(false);
    if (onlyEnd.ok) return;
    expect(onlyEnd.message).toBe(
      "The start date must be on or before the end date (no start date was given: the default is 2026-01-05).",
    );
    const onlyStart = read("?from=2023-01-01");
    expect(!onlyStart.ok && onlyStart.message).toContain("(no end date was given: the default is 2026-03-25)");
  });

  it(`allow up to ${MAX_RANGE_DAYS} days`, () => {
    expect(read("?from=2024-03-24&to=2026-03-24").ok).toBe(true);
    expect(read("?from=2024-03-23&to=2026-03-24").ok).toBe(false);
  });
});
