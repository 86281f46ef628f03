import type { Page } from "@playwright/test";
import { sellProduct } from "#app/features/memberships/sales.server.ts";
import { productOfShape, TEST_MAIL } from "#app/features/memberships/test-support.ts";
import { expect, newMember, test } from "./staff-support.ts";

/**
 * Every page of the desk and the member's account, laid out at each width: one heading, nothing
 * wider than the screen, and at 1440 px no accessibility violations. The flows through these
 * pages (tagged @flow) are walked, with axe, at 390 px; what 1440 px adds is layout, checked
 * here page by page (decision 0225).
 */

/** The page's own links whose address starts with `prefix` (the first one, to open a record). */
async function firstLinkTo(page: Page, prefix: string): Promise<string> {
  const hrefs = await page
    .getByRole("main")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const href = hrefs.find((candidate) => candidate.startsWith(prefix) && !candidate.endsWith("/new"));
  if (!href) throw new Error(`the page has no link to ${prefix}…`);
  return href;
}

async function expectLaidOut(page: Page, path: string, expectNoAxeViolations: () => Promise<void>) {
  // At 390 px the flows walk these pages with axe (`@flow`); here they are laid out, and axe
  // runs where no flow walks them, at 1440 px.
  const wide = (page.viewportSize()?.width ?? 0) >= 768;
  await test.step(path, async () => {
    const response = await page.goto(path);
    expect(response?.status(), `${path} answers`).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth, `${path} is no wider than the screen`).toBeLessThanOrEqual(innerWidth);
    if (wide) await expectNoAxeViolations();
  });
}

test.describe("Signed-in pages, laid out at every width", () => {
  test("the member's account and the desk's daily pages", async ({
    page,
    database,
    signedInOwner,
    expectNoAxeViolations,
  }) => {
    test.slow();
    expect(signedInOwner.email).toBeTruthy();
    const member = await newMember(database, "Ines Layout");
    const sold = await sellProduct(
      database,
      { userId: member.id, productId: productOfShape("pack").id, method: "cash" },
      { mail: TEST_MAIL },
    );
    for (const path of [
      "/account",
      "/staff",
      "/staff/members",
      `/staff/members/${member.id}`,
      `/staff/members/${member.id}/payments/${sold.sale.id}/refund`,
      "/staff/leads",
      "/staff/messages",
      "/staff/cash-up",
      "/staff/team",
      "/staff/audit",
    ])
      await expectLaidOut(page, path, expectNoAxeViolations);
  });

  test("the timetable's pages", async ({ page, signedInOwner, expectNoAxeViolations }) => {
    test.slow();
    expect(signedInOwner.email).toBeTruthy();
    for (const path of [
      "/staff/timetable",
      "/staff/timetable/slots/new",
      "/staff/timetable/sessions",
      "/staff/timetable/closures",
      "/staff/timetable/classes",
      "/staff/timetable/trainers",
    ])
      await expectLaidOut(page, path, expectNoAxeViolations);
    await page.goto("/staff/timetable/classes");
    await expectLaidOut(page, await firstLinkTo(page, "/staff/timetable/classes/"), expectNoAxeViolations);
    await page.goto("/staff/timetable/trainers");
    await expectLaidOut(page, await firstLinkTo(page, "/staff/timetable/trainers/"), expectNoAxeViolations);
  });

  test("the shop window's editors", async ({ page, signedInOwner, expectNoAxeViolations }) => {
    test.slow();
    expect(signedInOwner.email).toBeTruthy();
    for (const path of [
      "/staff/products",
      "/staff/products/new",
      "/staff/offers",
      "/staff/offers/new",
      "/staff/blog",
      "/staff/blog/new",
      "/staff/site",
      "/staff/media",
    ])
      await expectLaidOut(page, path, expectNoAxeViolations);
    await page.goto("/staff/products");
    await expectLaidOut(page, await firstLinkTo(page, "/staff/products/"), expectNoAxeViolations);
    await page.goto("/staff/blog");
    await expectLaidOut(page, await firstLinkTo(page, "/staff/blog/"), expectNoAxeViolations);
  });

  test("the reports and the gym's data", async ({ page, signedInOwner, expectNoAxeViolations }) => {
    test.slow();
    expect(signedInOwner.email).toBeTruthy();
    for (const path of [
      "/staff/reports",
      "/staff/reports/attendance",
      "/staff/reports/members",
      "/staff/reports/leads",
      "/staff/reports/revenue",
      "/staff/import",
      "/staff/export",
    ])
      await expectLaidOut(page, path, expectNoAxeViolations);
  });
});
