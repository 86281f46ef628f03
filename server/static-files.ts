import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import express, { type Express, type RequestHandler } from "express";
import { contentSecurityPolicy } from "../app/security/csp.ts";

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

/**
 * Serves the build's static output: hashed assets cached for a year, prerendered pages
 * revalidated on every visit. Requests with a query string go on to the renderer, which
 * can use it (the blog search, say); static HTML could not.
 */
export function serveStaticFiles(app: Express, clientDir: string): void {
  const pages = findPrerenderedPages(clientDir);
  const policies = new Map<string, string>();
  for (const file of pages.values()) {
    policies.set(file, contentSecurityPolicy(inlineScriptHashes(readFileSync(file, "utf8"))));
  }

  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: YEAR_IN_SECONDS * 1000,
      index: false,
      fallthrough: false,
    }),
  );

  const servePrerendered: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const url = new URL(req.originalUrl, "http://localhost");
    if (url.search) return next();
    const normalised = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
    const file = pages.get(normalised);
    if (!file) return next();
    const headers = {
      "Cache-Control": "public, max-age=0, must-revalidate",
      "Content-Security-Policy": policies.get(file) ?? contentSecurityPolicy([]),
    };
    res.sendFile(file, { headers }, (error) => {
      if (error) next(error);
    });
  };
  app.use(servePrerendered);

  app.use(express.static(clientDir, { index: false, redirect: false, maxAge: "1h" }));
}
