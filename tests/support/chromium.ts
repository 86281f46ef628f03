/** Playwright and Lighthouse cannot download a browser here: both drive the system's Chromium (override for other machines). */
export const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? "/usr/bin/chromium";

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
