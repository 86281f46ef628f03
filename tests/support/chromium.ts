import { existsSync } from "node:fs";

/**
 * Lighthouse and the benchmarks cannot download a browser here: they drive the system's
 * Chromium, the browser people use (override for other machines).
 */
export const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Debian's chromium-headless-shell: the same engine without the browser around it, which
 * Playwright itself runs headless by default. The browser tests take 40% less time in it
 * than in the full Chromium (decision 0226).
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";

/** The browser of the browser tests: PLAYWRIGHT_CHROMIUM_PATH, else the headless shell where installed, else Chromium. */
export const testBrowserPath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH === undefined && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath;

/** On a closed network Chromium's background services only produce refused connections and noise. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
