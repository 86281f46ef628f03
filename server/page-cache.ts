import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Express, RequestHandler } from "express";
import { log } from "#app/platform/logging/log.server.ts";
import { contentSecurityPolicy } from "#app/platform/security/csp.ts";
import { inlineScriptHashes, type StaticFile, sendFile, withoutTrailingSlashes } from "./static-files.ts";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export interface PageCacheOptions {
  /**
   * The pages that are the same for every visitor (no query string): app/platform/seo/public-paths.ts.
   * A function when they change at run time (an article published in /staff): asked per
   * request, it returns the same array until they change.
   */
  paths: readonly string[] | (() => readonly string[]);
  /** What those pages show besides the build (the schedule's version and the gym's date): when it changes, they are rendered again. */
  key: () => string;
  /** Renders a page as a signed-out visitor sees it: the server build's request handler. */
  render: (pathname: string) => Promise<Response>;
}

interface Entry {
  key: string;
  file: StaticFile;
}

/** Headers of the rendered response that would be wrong to share: the per-response CSP (its nonce), cookies, lengths. */
const NOT_SHARED = new Set([
  "content-security-policy",
  "set-cookie",
  "content-length",
  "content-encoding",
  "etag",
  "server-timing",
]);

/**
 * A rendered page as the static files are kept, its CSP from its scripts' hashes (decision
 * 0012), with its Brotli and gzip copies from the start: a quick compression (a millisecond or
 * two, off the event loop) before it is served, since the first visitor after a change on a
 * phone would otherwise download the page uncompressed (186 KB for /, 15 KB in Brotli); pages
 * kept until the schedule changes get the thorough compression in the background after it.
 */
export async function cachedFile(
  response: Response,
  {
    cacheControl = "public, max-age=0, must-revalidate",
    formTargets = [],
    effort = "most",
  }: {
    cacheControl?: string;
    formTargets?: string[];
    /**
     * "most" (Brotli 11, gzip 9, after the quick copies) for pages kept until the schedule
     * changes; "quick" (Brotli 5, gzip 6) alone for pages that change with every booking
     * (decision 0175).
     */
    effort?: "most" | "quick";
  } = {},
): Promise<StaticFile> {
  const identity = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!NOT_SHARED.has(name)) headers[name] = value;
  });
  const html = identity.toString();
  headers["Cache-Control"] = cacheControl;
  headers["Content-Security-Policy"] = contentSecurityPolicy(inlineScriptHashes(html), formTargets);
  const file: StaticFile = {
    bodies: { identity },
    headers,
    etag: `"${createHash("sha1").update(identity).digest("base64url")}"`,
  };
  const compressed = (quality: number, level: number) =>
    Promise.all([
      brotli(identity, {
        params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }),
      gzipped(identity, { level }),
    ]);
  [file.bodies.br, file.bodies.gzip] = await compressed(5, 6);
  if (effort === "most") {
    compressed(11, 9).then(([br, gz]) => {
      file.bodies.br = br;
      file.bodies.gzip = gz;
    }, log.error);
  }
  return file;
}

/**
 * The pages every visitor gets alike (/, /classes, /about…), rendered once and served from
 * memory like static files until what they show changes (decision 0071): the schedule is
 * edited in /staff, so they cannot be built once like the pages used to be. After a change
 * the old page is served while the new one renders (a few milliseconds), and a page with no
 * rendering yet is waited for. A render that is not a 200 is not kept; the request goes on
 * to the renderer.
 */
export function servePageCache(app: Express, { paths, key, render }: PageCacheOptions): { warm(): Promise<void> } {
  const entries = new Map<string, Entry>();
  let listed: readonly string[] | undefined;
  let shared = new Set<string>();
  /** The shared pages now; a page that left them (an article taken down) is dropped from memory. */
  const sharedNow = (): Set<string> => {
    const list = typeof paths === "function" ? paths() : paths;
    if (list !== listed) {
      listed = list;
      shared = new Set(list);
      for (const pathname of entries.keys()) if (!shared.has(pathname)) entries.delete(pathname);
    }
    return shared;
  };
  const rendering = new Map<string, Promise<Entry | undefined>>();

  const renderEntry = (pathname: string, wanted: string): Promise<Entry | undefined> => {
    const running = rendering.get(pathname);
    if (running) return running;
    const started = (async () => {
      const response = await render(pathname);
      if (response.status !== 200) return undefined;
      const entry = { key: wanted, file: await cachedFile(response) };
      if (sharedNow().has(pathname)) entries.set(pathname, entry);
      return entry;
    })()
      .catch((error: unknown) => {
        log.error(error);
        return undefined;
      })
      .finally(() => rendering.delete(pathname));
    rendering.set(pathname, started);
    return started;
  };

  const serve: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const url = URL.parse(`http://localhost${req.originalUrl}`);
    if (!url || url.search) return next();
    const pathname = withoutTrailingSlashes(url.pathname);
    if (!sharedNow().has(pathname)) return next();
    const wanted = key();
    const entry = entries.get(pathname);
    if (entry) {
      if (entry.key !== wanted) void renderEntry(pathname, wanted);
      return sendFile(req, res, entry.file);
    }
    renderEntry(pathname, wanted).then((rendered) => (rendered ? sendFile(req, res, rendered.file) : next()), next);
  };
  app.use(serve);
  return {
    /** Renders every page now, one after another, so no visitor waits for a first rendering. */
    async warm() {
      for (const pathname of sharedNow()) await renderEntry(pathname, key());
    },
  };
}
