import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clock } from "#app/platform/time/clock.ts";
import { freshPostgresDatabase } from "#tests/support/databases.ts";
import { postJson, type RunningServer, runServerToExit, startServer } from "#tests/support/server-process.ts";
import { TEST_SECRET } from "#tests/support/test-settings.ts";

const hasPostgres = Boolean(process.env.TEST_POSTGRES_URL);

function tempDataDir() {
  return mkdtempSync(path.join(tmpdir(), "ironpeak-server-test-"));
}

describe("the production server on SQLite", () => {
  let server: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = tempDataDir();
    server = await startServer({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_MAX: "3", CONTACT_RATE_LIMIT_MAX: "3" });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const url = (pathname: string) => `http://127.0.0.1:${server.port}${pathname}`;

  it("starts with no configuration: a generated secret kept private, the demo account shown on /login", async () => {
    expect(statSync(path.join(dataDir, "auth-secret")).mode & 0o777).toBe(0o600);
    const config = await (await fetch(url("/api/config"))).json();
    expect(config.demoAccount).toEqual({ email: "demo@ironpeak.example", password: "ironpeak-demo" });
    const login = await (await fetch(url("/login"))).text();
    expect(login).toContain("Test account: e-mail <strong");
    expect(login).toContain("demo@ironpeak.example");
    const signIn = await postJson(server, "/api/auth/sign-in/email", config.demoAccount);
    expect(signIn.status).toBe(200);
    expect((await fetch(url("/healthz"))).status).toBe(200);
  });

  it("renders the shared pages at their first visit when asked to (WARM_PAGES=first-visit, as the tests start it)", async () => {
    expect(server.output()).toContain("the shared ones rendered at their first visit");
    const [first, second] = await Promise.all([fetch(url("/classes")), fetch(url("/classes"))]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await first.text()).toBe(await second.text());
    // Rendered once and kept, as a warmed page is: the same ETag, and a 304 for it.
    const etag = first.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    expect(second.headers.get("etag")).toBe(etag);
    expect((await fetch(url("/classes"), { headers: { "if-none-match": etag } })).status).toBe(304);
  });

  it("sends an enforced CSP whose hashes match the inline scripts of the pages shared by every visitor", async () => {
    const response = await fetch(url("/"));
    const html = await response.text();
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(response.headers.get("content-security-policy-report-only")).toBeNull();
    const scriptSrc = csp.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src https://www.openstreetmap.org");
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1] ?? "")
      .filter(Boolean);
    expect(inline.length).toBeGreaterThan(0);
    for (const body of inline) {
      expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
    }
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });

  it("gives server-rendered pages a fresh nonce that their scripts carry", async () => {
    const first = await fetch(url("/blog?q=yoga"));
    const second = await fetch(url("/blog?q=yoga"));
    const nonceOf = (response: Response) =>
      /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    const nonce = nonceOf(first);
    expect(nonce).toBeTruthy();
    expect(nonceOf(second)).not.toBe(nonce);
    const html = await first.text();
    const inlineTags = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)([^>]*)>/g)].map((m) => m[1] ?? "");
    expect(inlineTags.length).toBeGreaterThan(0);
    for (const attributes of inlineTags) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it("answers a page's data with a search of its own from the renderer", async () => {
    const searched = await fetch(url("/blog.data?q=zzqx"));
    expect(searched.status).toBe(200);
    expect(await searched.text()).toContain("zzqx");
  });

  it("sends server-rendered pages without module preloads, so they paint before their scripts load", async () => {
    const response = await fetch(url("/login"));
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    const html = await response.text();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toMatch(/<script[^>]*type="module"[^>]*>;?\s*import/);
  });

  it("refuses foreign origins, oversized bodies and malformed input without leaking internals", async () => {
    const foreign = await postJson(
      server,
      "/api/auth/sign-in/email",
      { email: "a@b.co", password: "x" },
      {
        origin: "https://evil.example",
      },
    );
    expect(foreign.status).toBe(403);
    const foreignContact = await fetch(url("/contact"), {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "fullName=A&email=a%40b.co",
    });
    expect(foreignContact.status).toBe(403);
    const big = await fetch(url("/api/auth/sign-up/email"), {
      method: "POST",
      headers: { origin: server.origin, "content-type": "application/json" },
      body: JSON.stringify({ email: "big@example.com", password: "p".repeat(70 * 1024), name: "B" }),
    });
    expect(big.status).toBe(413);
    const malformed = await fetch(url("/api/auth/sign-in/email"), {
      method: "POST",
      headers: { origin: server.origin, "content-type": "application/json" },
      body: '{"email": "a@b.co", "password": ',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).not.toMatch(/\n\s+at |SELECT|sqlite|node_modules/i);
    const auth = await postJson(server, "/api/auth/sign-in/email", { email: "no@example.com", password: "whatever1" });
    expect(auth.headers.get("cache-control")).toBe("no-store");
  });

  it("rate-limits by the socket address and ignores X-Forwarded-For unless TRUST_PROXY says so", async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 4; i++) {
      const response = await postJson(
        server,
        "/api/auth/sign-up/email",
        { email: `limit${i}@example.com`, password: "short", name: "L" },
        { "x-forwarded-for": `203.0.113.${i}` },
      );
      statuses.push(response.status);
      retryAfter ??= response.headers.get("retry-after");
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it("stores a valid inquiry, answers 400 with field messages for an invalid one, and limits the rate", async () => {
    const send = (fields: Record<string, string>) =>
      // By the configured origin's name: our guard accepts only it, and React Router checks
      // an action's Origin against the Host it was sent to.
      fetch(`${server.origin}/contact`, {
        method: "POST",
        headers: { origin: server.origin, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
        redirect: "manual",
      });
    const invalid = await send({ fullName: "", email: "nope", class: "Zumba", comment: "" });
    expect(invalid.status).toBe(400);
    const html = await invalid.text();
    expect(html).toContain('aria-describedby="contact-email-error"');
    expect(html).toContain('value="nope"');
    expect((await send({ fullName: "Ann Lee", email: "ann@example.com", class: "Yoga", comment: "Hi" })).status).toBe(
      200,
    );
    // The honeypot: a bot is thanked and nothing is stored.
    expect(
      (await send({ fullName: "Bot", email: "bot@example.com", class: "", comment: "", website: "x" })).status,
    ).toBe(200);
    const limited = await send({ fullName: "Ann Lee", email: "ann@example.com", class: "", comment: "" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const db = new DatabaseSync(path.join(dataDir, "ironpeak.sqlite"), { readOnly: true });
    const rows = db.prepare("SELECT full_name, class_name FROM contact_inquiries").all();
    db.close();
    expect(rows).toEqual([{ full_name: "Ann Lee", class_name: "Yoga" }]);
  });
});

describe("behind a trusted proxy", () => {
  it("believes X-Forwarded-For and -Proto only when TRUST_PROXY says so, and never logs secrets", async () => {
    const dataDir = tempDataDir();
    const server = await startServer({
      DATA_DIR: dataDir,
      DEMO_EMAIL: "",
      TRUST_PROXY: "loopback",
      AUTH_RATE_LIMIT_MAX: "2",
      SITE_URL: "https://ironpeak.example",
    });
    try {
      const headers = (address: string) => ({
        "x-forwarded-for": address,
        "x-forwarded-proto": "https",
        origin: "https://ironpeak.example",
      });
      const statuses: number[] = [];
      for (const address of ["203.0.113.1", "203.0.113.1", "203.0.113.1", "203.0.113.2"]) {
        const response = await postJson(
          server,
          "/api/auth/sign-in/email",
          { email: "p@example.com", password: "secret-pass-9" },
          headers(address),
        );
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 429, 401]);

      const page = await fetch(`http://127.0.0.1:${server.port}/`, { headers: { "x-forwarded-proto": "https" } });
      expect(page.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
      const plain = await fetch(`http://127.0.0.1:${server.port}/`);
      expect(plain.headers.get("strict-transport-security")).toBeNull();

      const signUp = await postJson(
        server,
        "/api/auth/sign-up/email",
        { email: "logs@example.com", password: "never-in-logs-7", name: "L" },
        headers("203.0.113.3"),
      );
      expect(signUp.status).toBe(200);
      expect(signUp.headers.get("set-cookie")).toMatch(/Secure/);
      const token = ((await signUp.json()) as { token: string }).token;
      await postJson(
        server,
        "/api/auth/sign-up/email",
        { email: "logs@example.com", password: "never-in-logs-8", name: "L" },
        headers("203.0.113.4"),
      );
      expect(server.output()).not.toContain("never-in-logs");
      expect(server.output()).not.toContain("secret-pass-9");
      expect(server.output()).not.toContain(token);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("crash safety", () => {
  it("keeps every sign-up that was answered 200 through a SIGKILL, with its users document", async () => {
    const dataDir = tempDataDir();
    try {
      let server = await startServer({ DATA_DIR: dataDir, DEMO_EMAIL: "", AUTH_RATE_LIMIT_MAX: "10000" });
      const confirmed: string[] = [];
      let n = 0;
      let stop = false;
      const worker = async () => {
        while (!stop) {
          const email = `crash${n++}@example.com`;
          try {
            const response = await postJson(server, "/api/auth/sign-up/email", {
              email,
              password: "password-1",
              name: "C",
            });
            if (response.status === 200) confirmed.push(email);
          } catch {
            return; // the server is gone
          }
        }
      };
      const workers = Array.from({ length: 4 }, worker);
      // Kill by progress, not by the clock: a busy machine hashes slower, and the test
      // needs several answered sign-ups with more still in flight when the server dies.
      const deadline = clock.millis() + 20_000;
      while (confirmed.length < 6 && clock.millis() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      await server.kill();
      stop = true;
      await Promise.all(workers);
      expect(confirmed.length).toBeGreaterThanOrEqual(6);

      server = await startServer({ DATA_DIR: dataDir, DEMO_EMAIL: "", AUTH_RATE_LIMIT_MAX: "10000" });
      try {
        for (const email of confirmed) {
          const response = await postJson(server, "/api/auth/sign-in/email", { email, password: "password-1" });
          expect(response.status, email).toBe(200);
        }
      } finally {
        await server.stop();
      }
      const db = new DatabaseSync(path.join(dataDir, "ironpeak.sqlite"), { readOnly: true });
      const documents = new Set(
        (db.prepare("SELECT email FROM users").all() as { email: string }[]).map((row) => row.email),
      );
      db.close();
      for (const email of confirmed) expect(documents.has(email), email).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.runIf(hasPostgres)("two servers on one PostgreSQL", () => {
  it("start together on an empty database and share sessions and rate limits", async () => {
    const { url, dispose } = await freshPostgresDatabase({ empty: true });
    const env = { DATABASE_URL: url, BETTER_AUTH_SECRET: TEST_SECRET, AUTH_RATE_LIMIT_MAX: "3", DEMO_EMAIL: "" };
    const [a, b] = await Promise.all([startServer(env), startServer(env)]);
    try {
      // Both serve the same public origin behind a proxy; here each has its own port, so
      // b accepts a's origin as well.
      const signUp = await postJson(a, "/api/auth/sign-up/email", {
        email: "both@example.com",
        password: "password-1",
        name: "B",
      });
      expect(signUp.status).toBe(200);
      const cookie = signUp.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const onB = await fetch(`http://127.0.0.1:${b.port}/api/auth/get-session`, { headers: { cookie } });
      expect((await onB.json())?.user?.email).toBe("both@example.com");

      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const server = i % 2 === 0 ? a : b;
        const response = await postJson(server, "/api/auth/sign-in/email", {
          email: "both@example.com",
          password: "wrong-pass",
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await dispose();
    }
  });

  it("refuses to start on PostgreSQL without BETTER_AUTH_SECRET, saying why", async () => {
    const result = await runServerToExit({ DATABASE_URL: process.env.TEST_POSTGRES_URL ?? "" });
    expect(result.code).toBe(1);
    expect(result.output).toContain("BETTER_AUTH_SECRET is required");
  });
});

describe("start-up failures", () => {
  it("stops with a clear message when the database cannot be reached", async () => {
    const result = await runServerToExit({
      DATABASE_URL: "postgres://nobody:secret-pw@127.0.0.1:1/nowhere",
      BETTER_AUTH_SECRET: TEST_SECRET,
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain("The PostgreSQL database could not be prepared");
    expect(result.output).not.toContain("secret-pw");
    expect(result.output).not.toMatch(/\n\s+at /);
  });
});
