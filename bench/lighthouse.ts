/**
 * `npm run bench:lighthouse`: Lighthouse (mobile defaults) three times on each key route
 * of the production server, in the system's Chromium; prints the median of each figure.
 * Member routes (BENCH_MEMBER_ROUTES, default /account) are measured signed in, with the
 * session cookie of a member who signed up, holds a membership and booked two classes.
 */
import { mkdtempSync } from "node:fs";
import http from "node:http";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { acceptTerms } from "#bench/support/accept-terms.ts";
import { giveBenchEntitlements } from "#bench/support/entitlements.ts";
import { startProductionServer } from "#bench/support/production-server.ts";
import { uploadGalleryPictures } from "#bench/support/uploaded-pictures.ts";
import { parseCli } from "#scripts/cli.ts";
import { chromiumFlags, chromiumPath } from "#tests/support/chromium.ts";

parseCli(`Usage: npm run bench:lighthouse

Lighthouse (mobile defaults) on each key route of a freshly built production server.
  BENCH_RUNS=n           runs per route (default 3)
  BENCH_ROUTES=/a,/b     the routes (default: the key pages)
  BENCH_UPLOADS=1        first upload 8 camera-sized JPEGs as the owner and put them at the
                         gallery's head: / and /gallery/page-1 then show uploaded pictures`);

const routes = process.env.BENCH_ROUTES?.split(",") ?? [
  "/",
  "/classes",
  "/pricing",
  "/blog",
  "/schedule/monday",
  "/schedule/week",
  "/gallery/page-1",
  "/contact",
  "/login",
];
const memberRoutes = process.env.BENCH_MEMBER_ROUTES?.split(",").filter(Boolean) ?? ["/account"];
const runs = Number(process.env.BENCH_RUNS ?? 3);

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  kb: Record<"script" | "stylesheet" | "image" | "font" | "document" | "total", number>;
  /** Audits that did not pass, to say where the points went. */
  failing: string[];
}

const dataDir = mkdtempSync(path.join(tmpdir(), "ironpeak-lighthouse-"));
const server = await startProductionServer({ DATA_DIR: dataDir });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumFlags],
});

try {
  console.log(`Lighthouse ${runs}× per route, mobile defaults, ${os.cpus().length} cores, ${new Date().toISOString()}`);
  if (process.env.BENCH_UPLOADS === "1") {
    await uploadGalleryPictures(server.url, { kind: "sqlite", file: path.join(dataDir, "ironpeak.sqlite") });
    console.log("The gallery starts with 8 uploaded camera photos (4032×3024 JPEG, with GPS).");
    // The uploads changed what the kept pages show: let the server render and compress them
    // again before Lighthouse times the browser on the same two cores.
    await untilCompressed(server.url, routes);
  }
  const rows: string[] = [];
  const cookie = memberRoutes.length ? await signedInMember(server.url) : "";
  const measured = [
    ...routes.map((route) => ({ route, label: route, headers: {} })),
    ...memberRoutes.map((route) => ({ route, label: `${route} (signed in)`, headers: { Cookie: cookie } })),
  ];
  for (const { route, label, headers } of measured) {
    const figures: RunFigures[] = [];
    for (let run = 0; run < runs; run++) figures.push(await measure(`${server.url}${route}`, chrome.port, headers));
    rows.push(formatRow(label, medianFigures(figures)));
    const failing = figures.at(-1)?.failing ?? [];
    if (failing.length) console.log(`${label}: ${failing.join("; ")}`);
  }
  console.log(
    "\n| route | perf | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS | JS KB | CSS KB | img KB | font KB | total KB |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const row of rows) console.log(row);
} finally {
  chrome.kill();
  await server.stop();
}

async function measure(url: string, port: number, extraHeaders: Record<string, string> = {}): Promise<RunFigures> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", extraHeaders });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (
    lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  const kb = (type: string) => (items?.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024;
  const failing = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map(
        (ref) =>
          `${category.id}/${ref.id} ${lhr.audits[ref.id]?.displayValue ?? ""}`.trim() +
          offenders(lhr.audits[ref.id]?.details),
      ),
  );
  return {
    failing,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    kb: {
      script: kb("script"),
      stylesheet: kb("stylesheet"),
      image: kb("image"),
      font: kb("font"),
      document: kb("document"),
      total: kb("total"),
    },
  };
}

/** The response for `pathname` with this Accept-Encoding, its body as sent (node:http: fetch would decompress it). */
function asSent(
  baseUrl: string,
  pathname: string,
  encoding: "br" | "identity",
): Promise<{ body: Buffer; cacheControl: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}${pathname}`, { headers: { "Accept-Encoding": encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ body: Buffer.concat(chunks), cacheControl: response.headers["cache-control"] ?? "" }),
        );
      })
      .on("error", reject);
  });
}

/**
 * Waits until each page the server keeps for every visitor (served `public`) is sent in its
 * thorough compression: the server keeps a quick Brotli copy at once and replaces it with
 * Brotli 11 in the background (server/page-cache.ts), which would otherwise run on the cores
 * Lighthouse is timing. The same zlib with the same settings here says how long that copy
 * is. Pages rendered per request or per second (private) have no such pass.
 */
async function untilCompressed(baseUrl: string, pathnames: string[]): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (const pathname of pathnames) {
    // Read again each time: after a change the old page is served while the new one renders.
    for (;;) {
      const page = await asSent(baseUrl, pathname, "identity");
      if (!page.cacheControl.startsWith("public")) break;
      const thorough = brotliCompressSync(page.body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length },
      }).length;
      if ((await asSent(baseUrl, pathname, "br")).body.length === thorough) break;
      if (Date.now() > deadline) throw new Error(`${pathname} was not sent in Brotli 11 after a minute`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** A member with a membership and two upcoming bookings, as the session cookie a browser would hold. */
async function signedInMember(baseUrl: string): Promise<string> {
  const headers = { "Content-Type": "application/json", Origin: baseUrl };
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      email: `lighthouse-${Date.now()}@example.com`,
      password: "lighthouse-1",
      name: "Lee House",
    }),
  });
  if (!signUp.ok) throw new Error(`Sign-up failed with ${signUp.status}: ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(";")[0])
    .join("; ");
  await acceptTerms(baseUrl, cookie);
  const { user } = (await signUp.json()) as { user: { id: string } };
  await giveBenchEntitlements({ kind: "sqlite", file: path.join(dataDir, "ironpeak.sqlite") }, [user.id]);
  const { sessions } = (await (await fetch(`${baseUrl}/api/sessions`)).json()) as {
    sessions: { id: string; startsAt: string }[];
  };
  const later = sessions.filter((session) => Date.parse(session.startsAt) > Date.now() + 3 * 60 * 60 * 1000);
  for (const session of later.slice(0, 2)) {
    await fetch(`${baseUrl}/api/bookings`, {
      method: "POST",
      headers: { ...headers, Cookie: cookie },
      body: JSON.stringify({ sessionId: session.id }),
    });
  }
  return cookie;
}

/** The elements an audit blames (accessibility and SEO audits list them), so a failure says where to look. */
function offenders(details: unknown): string {
  const items = (details as { items?: { node?: { snippet?: string; explanation?: string } }[] } | undefined)?.items;
  const nodes = (items ?? []).flatMap((item) => (item.node?.snippet ? [item.node] : [])).slice(0, 3);
  return nodes
    .map((node) => `\n    ${node.snippet}${node.explanation ? ` — ${node.explanation.split("\n")[0]}` : ""}`)
    .join("");
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function medianFigures(all: RunFigures[]): RunFigures {
  const pick = (get: (f: RunFigures) => number) => median(all.map(get));
  return {
    failing: [],
    performance: pick((f) => f.performance),
    accessibility: pick((f) => f.accessibility),
    bestPractices: pick((f) => f.bestPractices),
    seo: pick((f) => f.seo),
    fcp: pick((f) => f.fcp),
    lcp: pick((f) => f.lcp),
    tbt: pick((f) => f.tbt),
    cls: pick((f) => f.cls),
    kb: {
      script: pick((f) => f.kb.script),
      stylesheet: pick((f) => f.kb.stylesheet),
      image: pick((f) => f.kb.image),
      font: pick((f) => f.kb.font),
      document: pick((f) => f.kb.document),
      total: pick((f) => f.kb.total),
    },
  };
}

function formatRow(route: string, f: RunFigures): string {
  const n = (value: number, digits = 0) => value.toFixed(digits);
  return `| ${route} | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ${n(f.fcp)} | ${n(f.lcp)} | ${n(f.tbt)} | ${n(f.cls, 3)} | ${n(f.kb.script, 1)} | ${n(f.kb.stylesheet, 1)} | ${n(f.kb.image, 1)} | ${n(f.kb.font, 1)} | ${n(f.kb.total, 1)} |`;
}
