import type { APIRequestContext, Page } from "@playwright/test";
import { formatOpeningHours } from "#app/content/clock.ts";
import { site } from "#app/content/site.ts";
import { weekdayName } from "#app/content/weekdays.ts";
import { publicPaths } from "#app/platform/seo/public-paths.ts";
import { expect, test, waitForHydration } from "#e2e/support/fixtures.ts";
import { serverSiteUrl } from "#e2e/support/server-site-url.ts";

/**
 * Where canonical URLs, JSON-LD, the sitemap and robots.txt point: SITE_URL, never the address
 * a request came in on. The server renders every page, so every page names its own SITE_URL
 * (e2e/support/server-site-url.ts), whatever the build had (decision 0071).
 */
const origin = serverSiteUrl;

/** A sample of pages of every kind, with the title each one gives search results and link previews. */
const pages = [
  { path: "/", title: `${site.brand} | ${site.tagline}` },
  { path: "/contact", title: `Contact | ${site.brand}` },
  { path: "/about", title: `About | ${site.brand}` },
  { path: "/schedule/friday", title: `Friday Schedule | ${site.brand}` },
  { path: "/gallery/page-1", title: `Gallery | ${site.brand}` },
  { path: "/gallery/page-2", title: `Gallery, page 2 | ${site.brand}` },
];

/** The account pages are for members, not for search results. */

const metaContent = (page: Page, attribute: "name" | "property", key: string) =>
  page.locator(`meta[${attribute}="${key}"]`).getAttribute("content");
const canonical = (page: Page) => page.locator('link[rel="canonical"]');
const jsonLd = (page: Page) => page.locator('script[type="application/ld+json"]');

async function expectServed(request: APIRequestContext, url: string, contentType: RegExp) {
  const response = await request.get(new URL(url).pathname);
  expect(response.status(), `${url} is served`).toBe(200);
  expect(response.headers()["content-type"]).toMatch(contentType);
}

test.describe("what a crawler reads in each page's HTML", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, title } of pages) {
    test(`${path} has its title, description, canonical URL and Open Graph tags`, async ({ page, request }) => {
      await page.goto(path);
      const url = `${origin}${path}`;
      await expect(page).toHaveTitle(title);
      const description = await metaContent(page, "name", "description");
      expect(description ?? "").toMatch(/^\S.{40,}$/);

      await expect(canonical(page)).toHaveCount(1);
      await expect(canonical(page)).toHaveAttribute("href", url);
      expect(await metaContent(page, "property", "og:url")).toBe(url);
      expect(await metaContent(page, "property", "og:title")).toBe(title);
      expect(await metaContent(page, "property", "og:description")).toBe(description);
      expect(await metaContent(page, "property", "og:type")).toBe("website");
      expect(await metaContent(page, "property", "og:site_name")).toBe(site.brand);

      const image = (await metaContent(page, "property", "og:image")) ?? "";
      expect(image).toMatch(new RegExp(`^${origin}/`));
      await expectServed(request, image, /^image\//);
      expect(await metaContent(page, "property", "og:image:alt")).toMatch(/\S/);
    });
  }

  test("each sampled page describes itself in its own words (the gallery's two pages share one)", async ({ page }) => {
    const descriptions = new Set<string | null>();
    for (const { path } of pages.filter(({ path }) => path !== "/gallery/page-2")) {
      await page.goto(path);
      descriptions.add(await metaContent(page, "name", "description"));
    }
    expect(descriptions.size).toBe(pages.length - 1);
  });

  test("an unknown page asks not to be indexed and names no canonical URL", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    expect(await metaContent(page, "name", "robots")).toBe("noindex");
    await expect(canonical(page)).toHaveCount(0);
  });

  for (const path of ["/", "/contact"]) {
    test(`${path} describes the gym as a schema.org ExerciseGym with its name, address, phone and opening hours`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(jsonLd(page)).toHaveCount(1);
      const gym = JSON.parse((await jsonLd(page).textContent()) ?? "{}");
      expect(gym).toMatchObject({
        "@context": "https://schema.org",
        "@type": "ExerciseGym",
        name: site.brand,
        url: origin,
        telephone: site.contact.phone,
        email: site.contact.email,
        address: { "@type": "PostalAddress", streetAddress: site.contact.address },
        sameAs: site.social.map((link) => link.href),
      });
      // One specification per line of the one hours source, in 24-hour times.
      expect(gym.openingHoursSpecification).toEqual(
        site.hours.map((line) => ({
          "@type": "OpeningHoursSpecification",
          dayOfWeek: line.days.map(weekdayName),
          opens: line.opens,
          closes: line.closes,
        })),
      );
    });
  }
});

test("the gym's structured data matches what the contact page shows a visitor, once, after the page has hydrated", async ({
  page,
}) => {
  await page.goto("/contact");
  await waitForHydration(page);
  await expect(jsonLd(page)).toHaveCount(1);
  const gym = JSON.parse((await jsonLd(page).textContent()) ?? "{}");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: gym.telephone, exact: true })).toHaveAttribute("href", /^tel:/);
  await expect(main.getByRole("link", { name: gym.email, exact: true })).toHaveAttribute("href", /^mailto:/);
  await expect(main.getByText(gym.address.streetAddress, { exact: true }).first()).toBeVisible();
  await expect(main.getByRole("definition")).toHaveText(
    gym.openingHoursSpecification.map((line: { opens: string; closes: string }) =>
      formatOpeningHours(line.opens, line.closes),
    ),
  );
});

test("moving to another page in the browser brings that page's title, canonical URL and og:url, one of each", async ({
  page,
}) => {
  const serverOrigin = serverSiteUrl;
  await page.goto("/schedule/friday");
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Days of the week" }).getByRole("link", { name: "saturday" }).click();
  await expect(page).toHaveURL(/\/schedule\/saturday$/);
  await expect(page).toHaveTitle(`Saturday Schedule | ${site.brand}`);
  await expect(canonical(page)).toHaveCount(1);
  await expect(canonical(page)).toHaveAttribute("href", `${serverOrigin}/schedule/saturday`);
  await expect(page.locator('meta[property="og:url"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${serverOrigin}/schedule/saturday`);
});

test("robots.txt lets crawlers read every page and points to the sitemap at the server's SITE_URL", async ({
  request,
}) => {
  const origin = serverSiteUrl;
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
  await expectServed(request, /^Sitemap: (.+)$/m.exec(text)?.[1] ?? "", /xml/);
});

test("sitemap.xml lists every public page of the route table by its absolute URL at the server's SITE_URL", async ({
  request,
}) => {
  const origin = serverSiteUrl;
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
  const xml = await response.text();
  expect(xml).toMatch(
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
  );
  const listed = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1] ?? "");

  const expected = publicPaths.map((path) => `${origin}${path}`);
  expect([...listed].sort()).toEqual([...expected].sort());
  expect(new Set(listed).size, "no page is listed twice").toBe(listed.length);
  for (const url of listed) await expectServed(request, url, /^text\/html/);
});
