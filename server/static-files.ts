import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Express, RequestHandler } from "express";
import mime from "mime-types";
import { contentSecurityPolicy } from "#app/platform/security/csp.ts";

const YEAR_IN_SECONDS = 60 * 60 * 24 * 365;

/** Maps each prerendered page's path ("/", "/about", "/schedule/monday") to its HTML file. */
export function findPrerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string, urlPath: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== "assets") {
        walk(path.join(dir, entry.name), `${urlPath === "/" ? "" : urlPath}/${entry.name}`);
      } else if (entry.name === "index.html") {
        pages.set(urlPath, path.join(dir, entry.name));
      }
    }
  };
  if (existsSync(clientDir)) walk(clientDir, "/");
  return pages;
}

/**
 * The 'sha256-…' sources of a page's inline scripts, so its CSP allows exactly those and
 * nothing else (static HTML cannot carry a per-response nonce). Data blocks such as
 * JSON-LD never run, so they need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    if (/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

type Encoding = "br" | "gzip" | "identity";

interface StaticFile {
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  headers: Record<string, string>;
  etag: string;
}

/**
 * Loads the whole client build into memory once, with the Brotli and gzip copies that
 * `npm run build` writes beside each text file (scripts/build/precompress.ts). Serving from
 * memory keeps pages off libuv's thread pool, which password hashing keeps busy, and
 * precompressed bodies cost no CPU per request.
 */
export function loadStaticFiles(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(clientDir)) return files;
  const pages = findPrerenderedPages(clientDir);
  const pageUrls = new Map([...pages].map(([url, file]) => [file, url]));

  for (const entry of readdirSync(clientDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const identity = readFileSync(file);
    const bodies: StaticFile["bodies"] = { identity };
    if (existsSync(`${file}.br`)) bodies.br = readFileSync(`${file}.br`);
    if (existsSync(`${file}.gz`)) bodies.gzip = readFileSync(`${file}.gz`);

    const relative = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
    const pageUrl = pageUrls.get(file);
    const headers: Record<string, string> = {
      "Content-Type": mime.contentType(path.extname(file)) || "application/octet-stream",
      "Cache-Control": cacheControl(relative, Boolean(pageUrl)),
    };
    if (pageUrl) headers["Content-Security-Policy"] = contentSecurityPolicy(inlineScriptHashes(identity.toString()));
    const etag = `"${createHash("sha1").update(identity).digest("base64url")}"`;
    const served = { bodies, headers, etag };
    files.set(pageUrl ?? relative, served);
  }
  return files;
}

/**
 * "/about/" → "/about", "/" stays "/". A loop, not a regex: /\/+$/ backtracks over every
 * run of slashes that is not at the end, quadratic in the path's length.
 */
export function withoutTrailingSlashes(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname.charCodeAt(end - 1) === 0x2f) end--;
  return pathname.slice(0, end);
}

function cacheControl(urlPath: string, isPage: boolean): string {
  if (urlPath.startsWith("/assets/")) return `public, max-age=${YEAR_IN_SECONDS}, immutable`;
  if (isPage || urlPath.endsWith(".data")) return "public, max-age=0, must-revalidate";
  return "public, max-age=3600";
}

function preferredEncoding(acceptEncoding: string | undefined, file: StaticFile): Encoding {
  const accepts = (name: string) =>
    new RegExp(`(^|[\\s,])${name}(?![\\w-])(?!;q=0(\\.0*)?(,|$))`).test(acceptEncoding ?? "");
  if (file.bodies.br && accepts("br")) return "br";
  if (file.bodies.gzip && accepts("gzip")) return "gzip";
  return "identity";
}

/**
 * Whether a query is the page's own (the blog's ?q=, say) rather than only React Router's
 * `_routes` (which of the page's loaders to run): a prerendered page's data file holds the
 * answer without a query, so the renderer answers one with it.
 */
function asksThePage(params: URLSearchParams): boolean {
  return [...params.keys()].some((key) => key !== "_routes");
}

/**
 * Serves the build's static output: hashed assets cached for a year, prerendered pages
 * revalidated on every visit with their own CSP. Requests with a query string go on to
 * the renderer, which can use it (the blog search, say); static HTML could not. So do a
 * page's data requests (`.data`, what the browser asks for when it moves to the page) with a
 * query of the page's own.
 */
export function serveStaticFiles(app: Express, clientDir: string): void {
  const files = loadStaticFiles(clientDir);

  const serve: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const url = URL.parse(`http://localhost${req.originalUrl}`);
    if (!url) return next();
    const pathname = withoutTrailingSlashes(url.pathname);
    const file = files.get(pathname);
    const isPage = file?.headers["Content-Security-Policy"] !== undefined;
    if (!file || (isPage && url.search) || (pathname.endsWith(".data") && asksThePage(url.searchParams))) {
      // A missing hashed asset is a plain 404, never a rendered page.
      if (pathname.startsWith("/assets/")) return res.status(404).type("text/plain").send("Not Found");
      return next();
    }

    res.set(file.headers);
    res.setHeader("ETag", file.etag);
    res.setHeader("Vary", "Accept-Encoding");
    if (req.headers["if-none-match"] === file.etag) return res.status(304).end();

    const encoding = preferredEncoding(req.headers["accept-encoding"], file);
    const body = file.bodies[encoding] as Buffer;
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body.length));
    res.status(200).end(req.method === "HEAD" ? undefined : body);
  };
  app.use(serve);
}
