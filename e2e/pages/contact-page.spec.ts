import type { Page, Request } from "@playwright/test";
import { site } from "#app/content/site.ts";
import { expect, test, waitForHydration } from "#e2e/support/fixtures.ts";

// The form's submission is specified in e2e/accounts/contact.spec.ts; this file covers what the page shows.

/** The hours as product.md settles them (the seed's '21:00pm' and its second set are errors). */
const openingHours: [days: string, hours: string][] = [
  ["Mon–Fri", "7:00am – 9:00pm"],
  ["Saturday", "7:00am – 7:00pm"],
  ["Sunday", "8:00am – 8:00pm"],
];

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
          body: '<!doctype html><html lang="en"><title>Map</title><p>Map of Foundry Lane</p></html>',
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
    await expect(main.getByText("7:00am – 9:00pm")).toHaveCount(1);

    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("term")).toHaveText(openingHours.map(([days]) => days));
    await expect(footer.getByRole("definition")).toHaveText(openingHours.map(([, hours]) => hours));

    // The seed's contradicting second set and its '21:00pm' are not reproduced anywhere.
    for (const wrong of ["7:30 am", "1:00 am", "21:00pm", "19:00pm"]) {
      await expect(page.getByText(wrong)).toHaveCount(0);
    }
  });

  test("has the form 'Leave Us Your Info': full name and e-mail required and starred, the corrected class list, a comment", async ({
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
      "Body Building",
      "Boxing",
      "Running",
      "Fitness",
      "Yoga",
      "Workout",
      "Karate",
      "Meditation",
      "Cycling",
    ]);
    await expect(classSelect).toHaveValue("");
    await expect(classSelect).toHaveJSProperty("required", false);
    await expect(classSelect.getByRole("option", { name: "Katate" })).toHaveCount(0);

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
    await page.waitForTimeout(500);
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
    await expect(mapFrame(page).contentFrame().getByText("Map of Foundry Lane")).toBeVisible();
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
