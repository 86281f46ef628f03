import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { stripModulePreloadsFromHead, withoutModulePreloads } from "./module-preloads.server.ts";

const head =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/entry.client-2.js" nonce="abc"/></head>';
const body =
  '<body><p>rel="modulepreload" stays in the text</p><script type="module">import "/assets/entry.client-2.js";</script></body></html>';

async function streamThrough(chunks: string[]): Promise<string> {
  let out = "";
  for await (const piece of Readable.from(chunks.map((c) => Buffer.from(c))).pipe(stripModulePreloadsFromHead())) {
    out += piece.toString();
  }
  return out;
}

describe("module preloads", () => {
  it("are removed from a page, keeping the stylesheet and the module script that imports the same code", () => {
    const html = withoutModulePreloads(head + body);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('import "/assets/entry.client-2.js"');
  });

  it("are removed from a streamed page even when a tag is split across chunks", async () => {
    const document = head + body;
    const split = document.indexOf("entry.client-2.js");
    const out = await streamThrough([document.slice(0, 30), document.slice(30, split), document.slice(split)]);
    expect(out).toBe(withoutModulePreloads(head) + body);
  });

  it("leave the body of a streamed page as it was", async () => {
    const out = await streamThrough([head, body]);
    expect(out.endsWith(body)).toBe(true);
  });
});
