import { Transform } from "node:stream";

/**
 * React Router announces every module of a page with <link rel="modulepreload"> in the
 * <head>. On a slow phone connection those ~120 KB share the bandwidth with the
 * stylesheet, fonts and first image and hold back the first paint; the inline module
 * script imports the same modules anyway, so the page still hydrates, after it has
 * painted. See docs/decisions/0020-scripts-after-first-paint.md.
 */
const modulePreload = /<link rel="modulepreload"[^>]*\/?>/g;

export function withoutModulePreloads(html: string): string {
  return html.replace(modulePreload, "");
}

/**
 * The same for server-rendered HTML as it streams: holds the bytes back until the
 * </head> has arrived (the preloads are all in it), removes them, then passes the rest
 * of the document through untouched.
 */
export function stripModulePreloadsFromHead(): Transform {
  let head: string | undefined = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head === undefined) return callback(null, chunk);
      head += chunk.toString("utf8");
      const end = head.indexOf("</head>");
      if (end === -1) return callback();
      const html = withoutModulePreloads(head.slice(0, end)) + head.slice(end);
      head = undefined;
      callback(null, html);
    },
    flush(callback) {
      callback(null, head ? withoutModulePreloads(head) : undefined);
    },
  });
}
