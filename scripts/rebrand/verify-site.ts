/**
 * After the tests pass on the re-branded copy, its built site is served once more and read
 * as a crawler would: every public page must show the new content and nothing of the old.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { rebrand } from "./rebrand.ts";

interface Served {
  get(pathname: string): Promise<{ status: number; text: string; contentType: string }>;
  stop(): Promise<void>;
}

/** Starts `root`'s production server on `port` with the re-brand's public origin. */
async function serve(root: string, port: number): Promise<Served> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "rebrand-data-"));
  const child: ChildProcess = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: rebrand.origin,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = performance.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the re-branded server exited:\n${output}`);
    if (
      await fetch(`${base}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (performance.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the re-branded server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    async get(pathname) {
      const response = await fetch(`${base}${pathname}`);
      return {
        status: response.status,
        text: await response.text(),
        contentType: response.headers.get("content-type") ?? "",
      };
    },
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The text a visitor reads: tags, scripts and styles gone, entities decoded, spaces collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ");
}

export interface SiteCheck {
  name: string;
  problems: string[];
}

/** Reads the re-branded site at `root` (built already) and says what it does not show as it should. */
export async function verifySite(root: string, port: number, publicPaths: string[]): Promise<SiteCheck[]> {
  const site = await serve(root, port);
  const checks: SiteCheck[] = [];
  const check = async (name: string, body: (problems: string[]) => Promise<void>) => {
    const problems: string[] = [];
    try {
      await body(problems);
    } catch (error) {
      problems.push(String(error));
    }
    checks.push({ name, problems });
  };
  const page = async (pathname: string) => {
    const response = await site.get(pathname);
    if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
    return { html: response.text, text: visibleText(response.text) };
  };
  const expectIn = (problems: string[], where: string, text: string, expected: string) => {
    if (!text.includes(expected)) problems.push(`${where} does not show “${expected}”`);
  };
  const expectNotIn = (problems: string[], where: string, text: string, unexpected: string) => {
    if (text.includes(unexpected)) problems.push(`${where} still shows “${unexpected}”`);
  };

  try {
    await check(
      `no page names ${rebrand.brand.from}; every page names ${rebrand.brand.to} and its own URL on ${rebrand.origin}`,
      async (problems) => {
        for (const pathname of publicPaths) {
          const { html } = await page(pathname);
          expectNotIn(problems, pathname, html, rebrand.brand.from);
          expectIn(problems, `${pathname}'s title`, /<title>(.*?)<\/title>/.exec(html)?.[1] ?? "", rebrand.brand.to);
          const canonical = new URL(pathname, rebrand.origin).href;
          expectIn(problems, `${pathname}'s canonical link`, html, `<link rel="canonical" href="${canonical}"`);
        }
      },
    );

    await check(
      "the home page shows the new tagline, the new testimonial, the partner's logo and the team without the coach who left",
      async (problems) => {
        const { html, text } = await page("/");
        expectIn(problems, "/", text, rebrand.tagline);
        expectIn(problems, "/", text, rebrand.testimonial.text);
        expectIn(problems, "/", text, rebrand.testimonial.name);
        const logo = `/artwork/partners/${rebrand.partnerLogo.file}`;
        expectIn(problems, "/", html, `src="${logo}"`);
        const served = await site.get(logo);
        if (served.status !== 200 || !served.contentType.startsWith("image/svg+xml")) {
          problems.push(`${logo} answered ${served.status} ${served.contentType}`);
        }
        expectNotIn(problems, "/", text, rebrand.removedTrainer.name);
        expectIn(problems, "/'s JSON-LD", html, `"name":"${rebrand.brand.to}"`);
        expectIn(problems, "/'s JSON-LD", html, `"url":"${rebrand.origin}"`);
      },
    );

    await check("the pricing page shows the new section heading and the new prices", async (problems) => {
      const { text } = await page("/pricing");
      expectIn(problems, "/pricing", text, rebrand.pricingSection.heading);
      for (const price of rebrand.prices) expectIn(problems, "/pricing", text.replace(/\s/g, ""), `$${price}p/m`);
    });

    await check(
      "the blog lists the new article, its page shows its Markdown as HTML, its search and its feed find it",
      async (problems) => {
        const { html, text } = await page("/blog");
        expectIn(problems, "/blog", text, rebrand.article.title);
        expectIn(problems, "/blog", html, `/artwork/blog/${rebrand.article.slug}-`);
        const search = await page(`/blog?q=${rebrand.article.searchWord}`);
        expectIn(problems, `/blog?q=${rebrand.article.searchWord}`, search.text, "1 article matches");
        expectIn(problems, `/blog?q=${rebrand.article.searchWord}`, search.text, rebrand.article.title);
        const article = await page(`/blog/${rebrand.article.slug}`);
        expectIn(problems, `/blog/${rebrand.article.slug}`, article.text, rebrand.article.title);
        expectIn(problems, `/blog/${rebrand.article.slug}`, article.html, "<h2>Week one</h2>");
        const feed = await page("/blog/feed.xml");
        expectIn(problems, "/blog/feed.xml", feed.html, `<link>${rebrand.origin}/blog/${rebrand.article.slug}</link>`);
      },
    );

    await check(
      `${rebrand.removedClass.title} and ${rebrand.removedTrainer.name} are gone from the classes, the schedule and the contact form`,
      async (problems) => {
        const classes = await page("/classes");
        expectNotIn(problems, "/classes", classes.html, `Join now: ${rebrand.removedClass.title}`);
        expectNotIn(problems, "/classes", classes.text, rebrand.removedTrainer.name);
        for (const day of ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]) {
          const schedule = await page(`/schedule/${day}`);
          expectNotIn(problems, `/schedule/${day}`, schedule.html, `Join Now: ${rebrand.removedClass.title}`);
          expectNotIn(problems, `/schedule/${day}`, schedule.text, rebrand.removedTrainer.name);
        }
        const contact = await page("/contact");
        expectNotIn(problems, "/contact", contact.html, `<option value="${rebrand.removedClass.title}"`);
      },
    );

    await check(`the sitemap and robots.txt point to ${rebrand.origin}`, async (problems) => {
      const sitemap = (await site.get("/sitemap.xml")).text;
      const listed = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1] ?? "");
      if (listed.length !== publicPaths.length || listed.some((url) => !url.startsWith(`${rebrand.origin}/`))) {
        problems.push(`sitemap.xml lists ${listed.join(", ")}`);
      }
      expectIn(problems, "robots.txt", (await site.get("/robots.txt")).text, `Sitemap: ${rebrand.origin}/sitemap.xml`);
    });
  } finally {
    await site.stop();
  }
  return checks;
}
