import { chromium } from "@playwright/test";

const [path, out, y = "0", h = "844", w = "390"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: Number(w), height: 844 } });
await page.goto("http://localhost:3700" + path, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: true, clip: { x: 0, y: Number(y), width: Number(w), height: Number(h) } });
await browser.close();
