import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPaths } from "#app/platform/seo/public-paths.ts";
import { postJson, type RunningServer, startServer } from "#tests/support/server-process.ts";

/**
 * The byte budgets of docs/performance.md, checked on the production build so that a
 * change that makes the site heavier fails CI instead of slowing every visitor down.
 */
const KB = 1024;
const budgets = {
  /**
   * Issue 34: at most 110 KB on a public page (React, React DOM and React Router are about
   * 92 of it; the parts that never change ship no code, decision 0170). Measured at 103.4–107.9 KB.
   */
  initialScriptPerRoute: 110 * KB,
  /** A member's pages add their own controls: /account measured 111.3 KB. */
  initialScriptMemberRoute: 115 * KB,
  stylesheetPerRoute: 20 * KB,
  rasterImage: 100 * KB,
  fontsPerPage: 60 * KB,
};

const clientDir = path.resolve("build/client");

/** Pages only a signed-in member sees, measured with a member's session cookie. */
const memberPaths = ["/account"];

/**
 * Code only members use, found in the built chunks by a string it cannot do without, and
 * the pages whose first load may include it. Everything else gets it on demand (the
 * better-auth client loads when a visitor signs in, up or out) or never.
 */
const memberCode = [
  { what: "the better-auth client", marker: "better-auth:", loadsOn: [] as string[] },
  {
    what: "the booking controls (book, join or leave a waitlist, cancel)",
    marker: "Leave waitlist",
    loadsOn: [...publicPaths.filter((route) => route.startsWith("/schedule/")), "/account"],
  },
  { what: "the account settings (change password, delete account)", marker: "Delete my account", loadsOn: ["/account"] },
  // The console's own routes are checked below by the build's manifest; the reports' charts are looked for by name too.
  { what: "the owner's reports (charts and their tables)", marker: "The numbers as a table", loadsOn: [] },
];

describe("byte budgets of the production build", () => {
  /** The built server renders every page (the shared ones once, then from memory: decision 0071). */
  let server: RunningServer;
  let dataDir: string;
  /** A member's session cookie, for the pages behind sign-in. */
  let memberCookie: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "ironpeak-budget-"));
    server = await startServer({ DATA_DIR: dataDir, DEMO_EMAIL: "" });
    const signUp = await postJson(server, "/api/auth/sign-up/email", {
      email: "budget@example.com",
      password: "budget-password-1",
      name: "Budget",
    });
    expect(signUp.status).toBe(200);
    memberCookie = signUp.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function pageHtml(route: string, cookie?: string): Promise<string> {
    const response = await fetch(`${server.origin}${route}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
    expect(response.status, `${route} is served`).toBe(200);
    return response.text();
  }

  /** The scripts a page loads before it is interactive. */
  async function initialScripts(route: string, cookie?: string): Promise<string[]> {
    const html = await pageHtml(route, cookie);
    return staticImportClosure(unique([...attributeValues(html, "link", "modulepreload"), ...moduleImports(html)]));
  }

  it("has a build to measure", () => {
    expect(existsSync(path.join(clientDir, "assets")), "run `npm run build` before the budget test").toBe(true);
  });

  for (const { route, signedIn } of [
    ...publicPaths.map((route) => ({ route, signedIn: false })),
    ...memberPaths.map((route) => ({ route, signedIn: true })),
  ]) {
    const who = signedIn ? " (signed in)" : "";
    const scriptBudget = signedIn ? budgets.initialScriptMemberRoute : budgets.initialScriptPerRoute;
    it(`${route}${who} loads at most ${scriptBudget / KB} KB of compressed JavaScript and 20 KB of compressed CSS before interaction`, async () => {
      const cookie = signedIn ? memberCookie : undefined;
      const html = await pageHtml(route, cookie);
      const scripts = await initialScripts(route, cookie);
      const styles = unique(attributeValues(html, "link", "stylesheet"));
      const scriptBytes = sum(scripts.map(compressedSize));
      const styleBytes = sum(styles.map(compressedSize));
      report(`${route}${who}`, { scripts: scriptBytes, styles: styleBytes });
      expect(scriptBytes, `${route}: ${scripts.length} scripts`).toBeLessThanOrEqual(scriptBudget);
      expect(styleBytes, `${route}: ${styles.length} stylesheets`).toBeLessThanOrEqual(budgets.stylesheetPerRoute);
    });

    it(`${route}${who} loads none of the staff console's code`, async () => {
      const scripts = await initialScripts(route, signedIn ? memberCookie : undefined);
      const staffOnly = staffOnlyModules();
      expect(staffOnly.length, "the build has staff modules to look for").toBeGreaterThan(0);
      expect(scripts.filter((script) => staffOnly.includes(script))).toEqual([]);
    });
  }

  for (const code of memberCode) {
    const where = code.loadsOn.length ? `only on ${summarise(code.loadsOn)}` : "on no page's first load";
    it(`loads ${code.what} ${where}`, async () => {
      const chunks = filesUnder(path.join(clientDir, "assets"))
        .filter((file) => file.endsWith(".js") && readFileSync(file, "utf8").includes(code.marker))
        .map((file) => `/${path.relative(clientDir, file)}`);
      expect(chunks, `no built chunk contains "${code.marker}": update the marker of ${code.what}`).not.toEqual([]);
      for (const { route, cookie } of [
        ...publicPaths.map((route) => ({ route, cookie: undefined })),
        ...memberPaths.map((route) => ({ route, cookie: memberCookie })),
      ]) {
        if (code.loadsOn.includes(route)) continue;
        const loaded = (await initialScripts(route, cookie)).filter((script) => chunks.includes(script));
        expect(loaded, `${route} loads ${code.what} before interaction`).toEqual([]);
      }
    });
  }

  it("ships no raster image over 100 KB", () => {
    const oversized = filesUnder(clientDir)
      .filter((file) => /\.(webp|avif|png|jpe?g)$/i.test(file))
      .map((file) => ({ file: path.relative(clientDir, file), bytes: statSync(file).size }))
      .filter(({ bytes }) => bytes > budgets.rasterImage);
    expect(oversized).toEqual([]);
  });

  it("needs at most 60 KB of fonts for a page in Latin script", () => {
    const css = filesUnder(path.join(clientDir, "assets"))
      .filter((file) => file.endsWith(".css"))
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    const latinFonts = unique(latinFontFiles(css));
    const bytes = sum(latinFonts.map((url) => statSync(path.join(clientDir, url)).size));
    report("fonts", { fonts: bytes });
    expect(bytes, latinFonts.join(", ")).toBeLessThanOrEqual(budgets.fontsPerPage);
  });
});

/**
 * The scripts only the staff console (/staff, routes/staff/…) uses: its route modules and
 * the chunks no other route or the entry imports, read from React Router's build manifest.
 */
function staffOnlyModules(): string[] {
  const assets = path.join(clientDir, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error("no React Router manifest in the build");
  const text = readFileSync(path.join(assets, file), "utf8");
  const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as {
    entry: { module: string; imports: string[] };
    routes: Record<string, { module: string; imports?: string[] }>;
  };
  const scriptsOf = (route: { module: string; imports?: string[] }) => [route.module, ...(route.imports ?? [])];
  const routes = Object.entries(manifest.routes);
  const staff = routes.filter(([id]) => id.startsWith("routes/staff/")).flatMap(([, route]) => scriptsOf(route));
  const shared = new Set([
    ...scriptsOf(manifest.entry),
    ...routes.filter(([id]) => !id.startsWith("routes/staff/")).flatMap(([, route]) => scriptsOf(route)),
  ]);
  return unique(staff.filter((script) => !shared.has(script)));
}


function attributeValues(html: string, tag: string, rel: string): string[] {
  const pattern = new RegExp(`<${tag}[^>]*rel="${rel}"[^>]*href="([^"]+)"`, "g");
  return [...html.matchAll(pattern)].map((match) => match[1] as string);
}

/** The scripts the inline bootstrap imports, statically or as the entry's `import("…")`. */
function moduleImports(html: string): string[] {
  return [...html.matchAll(/(?:from\s*|import\s*\(\s*)["'](\/assets\/[^"']+\.js)["']/g)].map((match) => match[1] as string);
}

/** Every script those load before the page is interactive: their static imports, transitively (not `import()`). */
function staticImportClosure(roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = readFileSync(path.join(clientDir, url), "utf8");
    for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.\/[^"']+\.js)["']/g)) {
      visit(path.posix.join(path.posix.dirname(url), match[1] as string));
    }
  };
  roots.forEach(visit);
  return [...seen];
}

/** The font files the browser downloads to show Latin text: @font-face rules whose range covers 'A'. */
function latinFontFiles(css: string): string[] {
  const files: string[] = [];
  for (const rule of css.match(/@font-face\s*{[^}]*}/g) ?? []) {
    const range = /unicode-range:\s*([^;}]+)/.exec(rule)?.[1];
    if (range && !coversLetterA(range)) continue;
    const url = /url\(["']?(\/assets\/[^"')]+\.woff2)["']?\)/.exec(rule)?.[1];
    if (url) files.push(url);
  }
  return files;
}

/** Reads a CSS unicode-range, including its wildcard form (U+00??), and tells whether it covers 'A'. */
function coversLetterA(range: string): boolean {
  const letterA = 0x41;
  return range.split(",").some((part) => {
    const [start = "", end] = part.trim().replace(/^U\+/i, "").split("-");
    const from = Number.parseInt(start.replaceAll("?", "0"), 16);
    const to = Number.parseInt((end ?? start).replaceAll("?", "F"), 16);
    return from <= letterA && letterA <= to;
  });
}

/** Bytes on the wire: the server sends the build's Brotli copy to every browser that accepts it (all current ones). */
function compressedSize(url: string): number {
  const file = path.join(clientDir, url);
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  return brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** "/schedule/* and /account" rather than nine paths. */
function summarise(routes: string[]): string {
  const schedule = routes.filter((route) => route.startsWith("/schedule/"));
  const named = [...(schedule.length > 1 ? ["/schedule/*"] : schedule), ...routes.filter((r) => !schedule.includes(r))];
  return named.join(" and ");
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function report(what: string, sizes: Record<string, number>) {
  const text = Object.entries(sizes)
    .map(([kind, bytes]) => `${kind} ${(bytes / KB).toFixed(1)} KB`)
    .join(", ");
  console.info(`budget ${what}: ${text}`);
}
