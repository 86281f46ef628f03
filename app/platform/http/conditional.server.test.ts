import { describe, expect, it } from "vitest";
import { conditionalText } from "./conditional.server.ts";

const get = (ifNoneMatch?: string) =>
  new Request("http://localhost/feed.ics", ifNoneMatch ? { headers: { "If-None-Match": ifNoneMatch } } : {});

describe("a conditional text response", () => {
  const headers = { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "public, max-age=60" };

  it("carries the body, its headers and an ETag that depends on the body only", async () => {
    const first = conditionalText(get(), "BEGIN:VCALENDAR", headers);
    expect(first.status).toBe(200);
    expect(await first.text()).toBe("BEGIN:VCALENDAR");
    expect(first.headers.get("content-type")).toBe(headers["Content-Type"]);
    expect(first.headers.get("etag")).toMatch(/^"[\w-]{32}"$/);
    expect(conditionalText(get(), "BEGIN:VCALENDAR", headers).headers.get("etag")).toBe(first.headers.get("etag"));
    expect(conditionalText(get(), "BEGIN:VCALENDAR\r\n", headers).headers.get("etag")).not.toBe(
      first.headers.get("etag"),
    );
  });

  it("answers 304 without a body when the client names the current ETag, weak or in a list", async () => {
    const etag = conditionalText(get(), "body", headers).headers.get("etag") ?? "";
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const response = conditionalText(get(header), "body", headers);
      expect(response.status, header).toBe(304);
      expect(await response.text()).toBe("");
      expect(response.headers.get("etag")).toBe(etag);
      expect(response.headers.get("cache-control")).toBe(headers["Cache-Control"]);
    }
    expect(conditionalText(get('"stale"'), "body", headers).status).toBe(200);
  });
});
