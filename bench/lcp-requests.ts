/**
 * `npm run bench:lcp-requests`: which requests Lighthouse's simulated FCP and LCP count on a
 * page. Lighthouse (mobile defaults) loads the page unthrottled, then simulates slow 4G over
 * the requests that had *ended* before the paint it observed: for FCP those of render-blocking
 * priority (VeryHigh, or a High script), for LCP all but low-priority pictures (Lighthouse 13's
 * lantern FirstContentfulPaint and LargestContentfulPaint). A request that ended a millisecond
 * before the observed paint costs its whole download in the simulation; one that ended after
 * costs nothing. This prints, per run, the simulated and observed paints and each request with
 * what it counts for, so a change to what a page loads, and when, can be read off.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startProductionServer } from "#bench/support/production-server.ts";
import { parseCli } from "#scripts/cli.ts";
import { chromiumFlags, chromiumPath } from "#tests/support/chromium.ts";

parseCli(`Usage: npm run bench:lcp-requests

Lighthouse (mobile defaults) on a few routes of a freshly built production server, and the
requests its simulated FCP and LCP count.
  BENCH_RUNS=n           runs per route (default 3)
  BENCH_ROUTES=/a,/b     the routes (default: /, /schedule/monday)`);

const routes = process.env.BENCH_ROUTES?.split(",") ?? ["/", "/schedule/monday"];
const runs = Number(process.env.BENCH_RUNS ?? 3);

interface NetworkRequest {
  url: string;
  rendererStartTime: number;
  networkEndTime: number;
  priority: string;
  resourceType: string;
  transferSize: number;
}

interface ObservedMetrics {
  observedFirstContentfulPaint: number;
  observedLargestContentfulPaint: number;
}

const server = await startProductionServer({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "ironpeak-lcp-")) });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumFlags],
});
try {
  for (const route of routes) {
    for (let run = 1; run <= runs; run++) await report(route, run);
  }
} finally {
  chrome.kill();
  await server.stop();
}

async function report(route: string, run: number): Promise<void> {
  const result = await lighthouse(`${server.url}${route}`, { port: chrome.port, output: "json", logLevel: "error" });
  if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
  const { audits } = result.lhr;
  const observed = (audits.metrics?.details as { items?: ObservedMetrics[] } | undefined)?.items?.[0];
  const requests = (audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined)?.items;
  if (!observed || !requests?.length) {
    console.log(`${route} run ${run}: Lighthouse gave no metrics (${audits.metrics?.errorMessage ?? "no trace"})`);
    return;
  }
  const ms = (value: number | undefined) => `${Math.round(value ?? Number.NaN)} ms`;
  console.log(
    `\n${route} run ${run}: simulated FCP ${ms(audits["first-contentful-paint"]?.numericValue)}, ` +
      `LCP ${ms(audits["largest-contentful-paint"]?.numericValue)}; observed unthrottled FCP ` +
      `${ms(observed.observedFirstContentfulPaint)}, LCP ${ms(observed.observedLargestContentfulPaint)}`,
  );
  const navigationStart = requests[0]?.rendererStartTime ?? 0;
  for (const request of requests) {
    const ended = request.networkEndTime - navigationStart;
    const main = request === requests[0];
    const renderBlocking =
      request.priority === "VeryHigh" || (request.priority === "High" && request.resourceType === "Script");
    const lowPicture =
      request.resourceType === "Image" && (request.priority === "Low" || request.priority === "VeryLow");
    const counts = [
      (main || ended <= observed.observedFirstContentfulPaint) && renderBlocking ? "FCP" : "",
      (main || ended <= observed.observedLargestContentfulPaint) && !lowPicture ? "LCP" : "",
    ]
      .filter(Boolean)
      .join("+");
    console.log(
      `  ${String(Math.round(request.rendererStartTime - navigationStart)).padStart(4)}–${String(Math.round(ended)).padStart(4)} ms ` +
        `${request.priority.padEnd(8)} ${request.resourceType.padEnd(10)} ${(request.transferSize / 1024).toFixed(1).padStart(5)} KB ` +
        `${(counts || "-").padEnd(7)} ${request.url.replace(server.url, "").slice(0, 70)}`,
    );
  }
}
