import type { Page, Request } from "@playwright/test";
import { gymClasses } from "#app/content/classes.ts";
import { formatOpeningHours } from "#app/content/clock.ts";
import { site } from "#app/content/site.ts";
import { classChoices } from "#app/features/timetable/public-pages.server.ts";
import { expect, test, waitForHydration } from "#e2e/support/fixtures.ts";

// The form's submission is specified in e2e/accounts/contact.spec.ts; this file covers what the page shows.

/** The opening hours as the one source (site.ts) sets them and the pages write them. */
const openingHours = site.hours.map((line) => [line.label, formatOpeningHours(line.opens, line.closes)] as const);

const mapHost = "https://www.openstreetmap.org";
const mapFrame = (page: Page) => page.getByTitle(`Map showing ${site.brand} at ${site.contact.address}`);
const mapLink = (page: Page) => page.getByRole("link", { name: "Open in OpenStreetMap (opens in a new tab)" });

/** Every request the page makes to the map host; the host answers `answer` (a stub map, or nothing at all). */
async function watchMapHost(page: Page, answer: "stub" | "unreachable"): Promise<Request[]> {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(`${mapHost}/`)) requests.push(request);
  });
  await page.route(`${mapHost}/**`, (route) =>
    answer === "stub"
      ? route.fulfill({
          contentType: "text/html",
          body: '<!doctype html><html lang="en"><title>Map</title><p>A stub map, served by the test</p></html>',
        })
      : route.abort("internetdisconnected"),
  );
  return requests;
}

test.describe("Contact page", () => {
  test("opens with the banner 'Contact Us' and the heading 'We are here for help you! To Shape Your Body.'", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(
      page.getByRole("heading", { level: 2, name: "We are here for help you! To Shape Your Body." }),
    ).toBeVisible();
  });

  test("gives the address, the phone number as a tel: link and the e-mail address as a mailto: link", async ({
    page,
  }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Address" })).toBeVisible();
    await expect(main.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Address" }) })).toHaveText(
      `Address${site.contact.address}`,
    );

    await expect(main.getByRole("heading", { name: "Phone" })).toBeVisible();
    const phone = main.getByRole("link", { name: site.contact.phone, exact: true });
    await expect(phone).toBeVisible();
    // The link dials the number shown, digit for digit.
    await expect(phone).toHaveAttribute("href", `tel:${site.contact.phone.replace(/\s/g, "")}`);

    await expect(main.getByRole("heading", { name: "E-mail" })).toBeVisible();
    const email = main.getByRole("link", { name: site.contact.email, exact: true });
    await expect(email).toBeVisible();
    await expect(email).toHaveAttribute("href", `mailto:${site.contact.email}`);
  });

  test("links the gym's Facebook, Twitter and Instagram, each opening in a new tab", async ({ page }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Follow us" })).toBeVisible();
    for (const network of ["Facebook", "Twitter", "Instagram"]) {
      const link = main.getByRole("link", { name: `${site.brand} on ${network} (opens in a new tab)` });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
  });

  test("shows the opening hours once, as the product settles them, and the same as the footer's", async ({ page }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Opening hours" })).toHaveCount(1);
    await expect(main.getByRole("term")).toHaveText(openingHours.map(([days]) => days));
    await expect(main.getByRole("definition")).toHaveText(openingHours.map(([, hours]) => hours));
    for (const [, hours] of new Set(openingHours)) {
      await expect(main.getByText(hours, { exact: true })).toHaveCount(
        openingHours.filter(([, h]) => h === hours).length,
      );
    }

    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("term")).toHaveText(openingHours.map(([days]) => days));
    await expect(footer.getByRole("definition")).toHaveText(openingHours.map(([, hours]) => hours));
  });

  test("has the form 'Leave Us Your Info': full name and e-mail required and starred, the gym's classes, a comment", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Leave Us Your Info" });
    await expect(form.getByRole("heading", { name: "Leave Us Your Info" })).toBeVisible();

    const fullName = form.getByRole("textbox", { name: "Full name" });
    await expect(fullName).toBeVisible();
    await expect(fullName).toHaveJSProperty("required", true);
    await expect(form.getByText("Full name *", { exact: true })).toBeVisible();

    const email = form.getByRole("textbox", { name: "Email address" });
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveJSProperty("required", true);
    await expect(form.getByText("Email address *", { exact: true })).toBeVisible();

    const classSelect = form.getByRole("combobox", { name: "Class" });
    await expect(classSelect.getByRole("option")).toHaveText([
      "Select Class",
      ...classChoices().map((gymClass) => gymClass.title),
    ]);
    await expect(classSelect).toHaveValue("");
    await expect(classSelect).toHaveJSProperty("required", false);

    const comment = form.getByRole("textbox", { name: "Comment" });
    await expect(comment).toHaveJSProperty("tagName", "TEXTAREA");
    await expect(comment).toHaveJSProperty("required", false);
    await expect(form.getByRole("button", { name: "Send" })).toBeEnabled();
  });

  test("does not fetch the map until the visitor scrolls near it, then shows the gym's location", async ({
    page,
    expectNoAxeViolations,
  }) => {
    const requests = await watchMapHost(page, "stub");
    await page.goto("/contact");
    await waitForHydration(page);
    // The page has measured whether the map is near the viewport (intersection observers
    // report in the order they were created, so the map's own observer has answered too).
    const mapFigure = page.getByRole("figure").filter({ has: mapLink(page) });
    const nearOnLoad = await mapFigure.evaluate(
      (figure) =>
        new Promise<boolean>((resolve) => {
          const observer = new IntersectionObserver(
            ([entry]) => {
              observer.disconnect();
              resolve(entry?.isIntersecting ?? false);
            },
            { rootMargin: "300px" },
          );
          observer.observe(figure);
        }),
    );
    expect(nearOnLoad, "the map starts out of reach").toBe(false);
    await expect(mapFrame(page)).toHaveCount(0);
    expect(requests, "no request to the map host before scrolling").toEqual([]);

    await mapLink(page).scrollIntoViewIfNeeded();
    await expect(mapFrame(page)).toBeVisible();
    const { latitude, longitude } = site.contact.location;
    await expect(mapFrame(page)).toHaveAttribute(
      "src",
      new RegExp(`^${mapHost}/export/embed\\.html\\?.*marker=${latitude},${longitude}`),
    );
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    await expect(mapFrame(page).contentFrame().getByText("A stub map, served by the test")).toBeVisible();
    await expectNoAxeViolations();
  });

  test("stays complete and error-free when the map host cannot be reached", async ({ page }) => {
    const requests = await watchMapHost(page, "unreachable");
    await page.goto("/contact");
    await waitForHydration(page);
    await mapLink(page).scrollIntoViewIfNeeded();
    await expect(mapFrame(page)).toBeAttached();
    await expect.poll(() => requests.some((request) => request.failure() !== null)).toBe(true);

    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(main.getByText(site.contact.address)).toHaveCount(2); // the address block and the map's caption
    await expect(main.getByRole("link", { name: site.contact.phone })).toBeVisible();
    await expect(main.getByRole("link", { name: site.contact.email })).toBeVisible();
    await expect(
      page.getByRole("form", { name: "Leave Us Your Info" }).getByRole("button", { name: "Send" }),
    ).toBeVisible();
    await expect(mapLink(page)).toHaveAttribute("href", new RegExp(`^${mapHost}/`));
    await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Working Hours" })).toBeVisible();
    // The fixture fails the test on any console error or uncaught exception the broken map causes.
  });
});

test.describe("Contact page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/contact?class=… (Join Now's address) arrives with that class chosen: the server chooses it", async ({
    page,
  }) => {
    const gymClass = gymClasses.at(-1);
    if (!gymClass) throw new Error("the gym has no classes");
    await page.goto(`/contact?class=${gymClass.slug}`);
    await expect(page.getByRole("combobox", { name: "Class" })).toHaveValue(gymClass.title);
  });
});
