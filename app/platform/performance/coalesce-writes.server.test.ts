import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { coalesceWrites } from "./coalesce-writes.server.ts";

function collect(stream: ReturnType<typeof coalesceWrites>): string[] {
  const chunks: string[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
  return chunks;
}

describe("coalescing a page's writes", () => {
  it("joins what is written in one turn of the event loop into one chunk", async () => {
    const stream = coalesceWrites();
    const chunks = collect(stream);
    for (const piece of ["<!DOCTYPE html>", "<html><head>", "</head><body>", "…", "</body></html>"])
      stream.write(piece);
    await nextTurn();
    expect(chunks).toEqual(["<!DOCTYPE html><html><head></head><body>…</body></html>"]);
  });

  it("still sends what comes later (a Suspense boundary resolving) as soon as it is written", async () => {
    const stream = coalesceWrites();
    const chunks = collect(stream);
    stream.write("<body>shell");
    stream.write(" fallback");
    await nextTurn();
    stream.write("<template>late</template>");
    await nextTurn();
    expect(chunks).toEqual(["<body>shell fallback", "<template>late</template>"]);
  });

  it("passes everything through at the end, in order and whole", async () => {
    const stream = coalesceWrites();
    const chunks = collect(stream);
    const ended = new Promise((resolve) => stream.on("end", resolve));
    const text = "é".repeat(5000);
    for (let i = 0; i < text.length; i += 700) stream.write(Buffer.from(text.slice(i, i + 700)));
    stream.end("!");
    await ended;
    expect(chunks.join("")).toBe(`${text}!`);
  });
});
