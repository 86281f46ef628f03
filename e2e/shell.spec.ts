import type { Page } from "@playwright/test";
import { formatOpeningHours } from "#app/content/clock.ts";
import { footerClassLinks, mobileNav, site } from "#app/content/site.ts";
import { dayToOpen } from "#app/features/timetable/day-to-open.server.ts";
import { activeClasses } from "#app/features/timetable/timetable.ts";
import { clock } from "#app/platform/time/clock.ts";
import { expect, test, waitForHydration } from "#e2e/support/fixtures.ts";

/** The footer's classes: the first of the classes the server has (a new database starts with the sample). */
const footerClasses = footerClassLinks(activeClasses());

const headerLinks = [
  { name: "Home", path: /\/$/ },
  { name: "About", path: /\/about$/ },
  { name: "Gallery", path: /\/gallery\/page-1$/ },
  { name: "Schedule", path: /\/schedule\/(monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/ },
  { name: "Blog", path: /\/blog$/ },
  { name: "Pricing", path: /\/pricing$/ },
  { name: "Classes", path: /\/classes$/ },
  { name: "Contact", path: /\/contact$/ },
];

test.describe("header on a wide screen", () => {
  test.skip(
    ({ isMobile, viewport }) => isMobile || (viewport?.width ?? 0) < 1280,
    "the full link bar shows from 1280 px",
  );

  for (const link of headerLinks) {
    test(`the ${link.name} link opens its page`, async ({ page }) => {
      await page.goto(link.name === "Home" ? "/about" : "/");
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link.name, exact: true }).click();
      await expect(page).toHaveURL(link.path);
    });
  }

  test("the chart-bar icon opens the side panel with the about blurb, gallery, contact info and social links", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const opener = page.getByRole("button", { name: "Open about panel" });
    await opener.click();
    const panel = page.getByRole("dialog", { name: "About Us" });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("img")).toHaveCount(6);
    await expect(panel.getByRole("heading", { name: "Contact Info" })).toBeVisible();
    await expect(panel.getByRole("link", { name: site.contact.phone })).toHaveAttribute("href", /^tel:/);
    await expect(panel.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(panel.getByRole("heading", { name: "Follow Us" })).toBeVisible();
    await expect(panel.getByRole("link", { name: /on (Facebook|Twitter|Instagram)/ })).toHaveCount(3);
    await expect(panel.getByRole("button", { name: "Close panel" })).toBeFocused();

    await panel.getByRole("button", { name: "Close panel" }).click();
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the side panel closes with Escape and with a click outside it", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const opener = page.getByRole("button", { name: "Open about panel" });
    const panel = page.getByRole("dialog", { name: "About Us" });

    await opener.press("Enter");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(panel).toBeVisible();
    await page.mouse.click(40, 450);
    await expect(panel).toBeHidden();
  });

  test("the page behind the side panel does not scroll", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open about panel" }).click();
    await expect(page.getByRole("dialog", { name: "About Us" })).toBeVisible();
    await page.mouse.move(40, 450);
    await wheelAndSettle(page, 800);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // The same wheel scrolls the page once the panel is closed: the check above could fail.
    await page.keyboard.press("Escape");
    await wheelAndSettle(page, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});

test.describe("header on a phone", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1280, "the menu button replaces the link bar below 1280 px");

  test("the menu icon opens the full-screen menu in the seed's order, and a link navigates and closes it", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("navigation", { name: "Mobile" }).getByRole("link")).toHaveText(
      mobileNav.map((link) => link.label),
    );
    await expect(menu.getByRole("link", { name: "Join class now" })).toHaveAttribute("href", "/contact");
    await menu.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
  });

  test("the menu closes with its close button and with Escape, and focus returns to the menu button", async ({
    page,
  }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const opener = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("dialog", { name: "Menu" });

    await opener.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the browser's back button closes the menu", async ({ page }) => {
    await page.goto("/about");
    await page.goto("/blog");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });
});

test.describe("header on a phone, before and without JavaScript", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1280, "the menu button replaces the link bar below 1280 px");

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("the menu opens, closes with its button and with Escape, and its links lead to the other pages", async ({
      page,
    }) => {
      await page.goto("/about");
      const opener = page.getByRole("button", { name: "Open menu" });
      const menu = page.getByRole("dialog", { name: "Menu" });

      await opener.click();
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
      await menu.getByRole("button", { name: "Close menu" }).click();
      await expect(menu).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      await menu.getByRole("link", { name: "Pricing" }).click();
      await expect(page).toHaveURL(/\/pricing$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(menu).toBeHidden();

      await opener.click();
      await menu.getByRole("link", { name: "Join class now" }).click();
      await expect(page).toHaveURL(/\/contact$/);
    });
  });

  test("a menu opened before the page hydrates stays open when it does, and closes when a link navigates", async ({
    page,
  }) => {
    const releaseScripts = await holdScripts(page);
    // Module scripts hold back the load events too: go on as soon as the page arrives.
    await page.goto("/about", { waitUntil: "commit" });
    const menu = page.getByRole("dialog", { name: "Menu" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();

    releaseScripts();
    await waitForHydration(page);
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Classes" }).click();
    await expect(page).toHaveURL(/\/classes$/);
    await expect(menu).toBeHidden();
  });
});

test.describe("side panel without JavaScript", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1280, "the side panel's button shows from 1280 px");
  test.use({ javaScriptEnabled: false });

  test("opens, closes with its button, Escape and a click outside, and its gallery leads to the gallery", async ({
    page,
  }) => {
    await page.goto("/");
    const opener = page.getByRole("button", { name: "Open about panel" });
    const panel = page.getByRole("dialog", { name: "About Us" });

    await opener.click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("button", { name: "Close panel" })).toBeFocused();
    await panel.getByRole("button", { name: "Close panel" }).click();
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();

    await opener.click();
    await page.mouse.click(40, 450);
    await expect(panel).toBeHidden();

    await opener.click();
    await panel
      .getByRole("link")
      .filter({ has: page.getByRole("img") })
      .first()
      .click();
    await expect(page).toHaveURL(/\/gallery\/page-1$/);
  });
});

test.describe("header everywhere", () => {
  test("the logo leads home, the user icon to sign-up and 'join class now' to contact", async ({ page, viewport }) => {
    await page.goto("/about");
    await page.getByRole("banner").getByRole("link", { name: site.brand }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole("banner").getByRole("link", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    if ((viewport?.width ?? 0) >= 640) {
      await page.getByRole("link", { name: "Join class now" }).click();
      await expect(page).toHaveURL(/\/contact$/);
    }
  });

  test("the header is transparent at the top and turns solid black with a shadow past 10 px of scrolling", async ({
    page,
  }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const header = page.getByRole("banner");
    const look = () =>
      header.evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, shadow: style.boxShadow };
      });
    await expect.poll(look).toEqual({ background: "rgba(0, 0, 0, 0)", shadow: "none" });
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect.poll(async () => (await look()).background).toBe("rgb(0, 0, 0)");
    expect((await look()).shadow).not.toBe("none");
    // Back to 8 px, short of the threshold: transparent again.
    await page.evaluate(() => window.scrollTo(0, 8));
    await expect.poll(look).toEqual({ background: "rgba(0, 0, 0, 0)", shadow: "none" });
  });

  test("following a link from far down a page lands at the top of the next page", async ({ page }) => {
    await page.goto("/contact");
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const [first] = footerClasses;
    await footer.getByRole("link", { name: first?.label }).click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === first?.to);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("footer", () => {
  test("lists the classes, the opening hours from the one source, social links and this year's copyright", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: "Our Classes" })).toBeVisible();
    const list = footer.getByRole("list").filter({ hasText: footerClasses[0]?.label });
    await expect(list.getByRole("listitem")).toHaveText(footerClasses.map((gymClass) => gymClass.label));
    // Each is a real class of the gym, shown on the schedule.
    for (const gymClass of footerClasses) {
      await expect(list.getByRole("link", { name: gymClass.label })).toHaveAttribute("href", gymClass.to);
    }
    await expect(footer.getByRole("heading", { name: "Working Hours" })).toBeVisible();
    for (const line of site.hours) {
      await expect(footer).toContainText(`${line.label}${formatOpeningHours(line.opens, line.closes)}`);
    }
    await expect(footer.getByRole("link", { name: /on (Facebook|Twitter|Instagram)/ })).toHaveCount(3);
    await expect(footer).toContainText(`© ${clock.now().getFullYear()} ${site.brand}`);
  });

  test("credits the icon sets whose licences ask for it", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Material Design Icons" })).toHaveAttribute("href", /^https:/);
    await expect(footer).toContainText("Material Design Icons (Apache 2.0)");
  });
});

test.describe("errors", () => {
  for (const path of ["/no-such-page", "/schedule/funday", "/gallery/page-3"]) {
    test(`${path} shows the error screen with 404 Not Found and answers HTTP 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unhandled Thrown Error!");
      await expect(page.getByText("404 Not Found")).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
    });
  }

  test("/schedule opens today's schedule (tomorrow's once today's classes are over)", async ({ page }) => {
    await page.goto("/schedule");
    // The rule itself, at every hour of the day, is unit-tested (day-to-open.test.ts).
    await expect(page).toHaveURL(new RegExp(`/schedule/${dayToOpen(clock.now())}$`));
  });
});

/** Sends a wheel turn and returns once the page has received it and painted twice since. */
async function wheelAndSettle(page: Page, deltaY: number): Promise<void> {
  await page.evaluate(() => {
    const settled = new Promise<void>((resolve) =>
      window.addEventListener("wheel", () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
        once: true,
        passive: true,
      }),
    );
    (window as Window & { wheelSettled?: Promise<void> }).wheelSettled = settled;
  });
  await page.mouse.wheel(0, deltaY);
  await page.evaluate(() => (window as Window & { wheelSettled?: Promise<void> }).wheelSettled);
}

/** Holds back the page's scripts (so it has painted but not hydrated) until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
