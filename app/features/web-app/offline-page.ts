import { appColours } from "#app/content/app-icons.ts";
import { site } from "#app/content/site.ts";

/** What the installed app shows when a page cannot be fetched. */
export const offlineCopy = {
  heading: "You're offline",
  text: "This page needs a connection. Check your network and try again: your bookings are safe.",
  retry: "Try again",
};

const htmlText = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The offline page the service worker keeps (service-worker-script.ts): one self-contained document,
 * styles inline and no script, so it needs nothing else from the network.
 */
export function offlinePageHtml(): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${appColours.theme}">
<title>${htmlText(offlineCopy.heading)} | ${htmlText(site.brand)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:${appColours.background};color:#f4f4f5;font:18px/1.6 system-ui,sans-serif}
main{max-width:36rem;padding:2rem}
h1{font-size:2.5rem;line-height:1.1;text-transform:uppercase;letter-spacing:-.01em;margin:0 0 1rem}
a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.5rem;background:#ff4d2e;color:#0b0b0d;font-weight:600;text-decoration:none;border-radius:.5rem}
a:focus-visible{outline:2px solid #ff4d2e;outline-offset:3px}
</style>
</head>
<body>
<main>
<p>${htmlText(site.brand)}</p>
<h1>${htmlText(offlineCopy.heading)}</h1>
<p>${htmlText(offlineCopy.text)}</p>
<a href="/">${htmlText(offlineCopy.retry)}</a>
</main>
</body>
</html>`;
}
