import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { markPlaceAttendance } from "#app/features/booking/session-changes.server.ts";
import { saveInquiry } from "#app/features/contact/inquiries.server.ts";
import { sellProduct } from "#app/features/memberships/sales.server.ts";
import { TEST_MAIL } from "#app/features/memberships/test-support.ts";
import { currentProducts, type StoredProduct } from "#app/features/products/current-products.server.ts";
import { NOTHING_YET } from "#app/features/reports/labels.ts";
import { waitForHydration } from "#e2e/support/fixtures.ts";
import { bookAhead, claimSession, expect, newMember, test } from "./staff-support.ts";

/** Days no other spec books (staff.spec takes the six days before today, booking.spec the days ahead). */
const PAST_DAYS = [-8, -9, -10, -11, -12, -13];

const reportTab = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Reports" }).getByRole("link", { name, exact: true });

/** Downloads the report's CSV through its link on the page, as an owner would, and returns its lines. */
async function downloadCsv(page: Page, report: string): Promise<string[]> {
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^${report}-\\d{4}-\\d{2}-\\d{2}-to-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  return readFileSync(await download.path(), "utf8").split("\r\n");
}

test.describe("The owner's reports", { tag: "@flow" }, () => {
  test("an owner reads attendance, members, leads and revenue, and downloads each as a CSV", async ({
    page,
    database,
    signedInOwner,
    expectNoAxeViolations,
  }, testInfo) => {
    test.slow();
    expect(signedInOwner.email).toBeTruthy();
    const session = await claimSession(database, testInfo, PAST_DAYS);
    const [ada, ben] = [await newMember(database, "Ada Lovelace"), await newMember(database, "Ben Okafor")];
    const [adaBooking] = await bookAhead(database, session, [ada.id, ben.id]);
    await markPlaceAttendance(database, { session, bookingId: adaBooking?.id ?? "", attendance: "attended" });
    const product = currentProducts().forSale[0] as StoredProduct;
    await sellProduct(database, { userId: ada.id, productId: product.id, method: "cash" }, { mail: TEST_MAIL });
    // A lead of its own, so the funnel has someone in it whichever specs ran before.
    await saveInquiry(database.db, {
      fullName: "Cleo Lead",
      email: `cleo-${testInfo.project.name}@example.com`,
      className: null,
      comment: "",
    });

    await page.goto("/staff");
    await expect(page.getByText("Visits this week")).toBeVisible();
    await page.getByRole("navigation", { name: "Front desk" }).getByRole("link", { name: "Reports" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
    await reportTab(page, "Attendance").click();

    await expect(page.getByRole("heading", { level: 1, name: "Attendance" })).toBeVisible();
    await expect(page.getByRole("img", { name: /The week at a glance/ })).toBeVisible();
    await expect(page.getByRole("region", { name: "Every class" })).toContainText(session.className);
    await expectNoAxeViolations();
    const attendance = await downloadCsv(page, "attendance");
    expect(attendance[0]).toBe(
      "date,weekday,start,class,places,booked,attended,no_shows,late_cancellations,waitlisted,fill_rate_percent,cancelled_by_gym",
    );
    // Ada came, Ben did not: two places held, one visit, one no-show.
    expect(
      attendance.filter((line) => line.startsWith(`${session.localDate},`) && line.includes(`,${session.start},`)),
    ).toContainEqual(expect.stringContaining(`,${session.className},${session.capacity},2,1,1,0,0,`));

    await waitForHydration(page);
    await reportTab(page, "Members").click();
    await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Slipping away" })).toBeVisible();
    await expectNoAxeViolations();
    const members = await downloadCsv(page, "members");
    expect(members[0]).toBe("joined_month,members,months_after_joining,active,retention_percent");

    await reportTab(page, "Leads").click();
    await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
    await expect(page.getByRole("img", { name: /The funnel/ })).toBeVisible();
    await expectNoAxeViolations();
    const leads = await downloadCsv(page, "leads");
    expect(leads[0]).toBe("received_date,class,reached,days_to_account,days_to_first_booking,days_to_first_purchase");

    await reportTab(page, "Revenue").click();
    await expect(page.getByRole("heading", { level: 1, name: "Revenue" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Sales and refunds by month, product and method" })).toContainText(
      product.name,
    );
    await expectNoAxeViolations();
    const revenue = await downloadCsv(page, "revenue");
    expect(revenue[0]).toBe(
      "month,product,method,sales,sales_amount,sales_net,sales_tax,refunds,refunds_amount,refunds_net,refunds_tax,net_amount,currency",
    );
    expect(revenue.some((line) => line.includes(`,${product.name},cash,`))).toBe(true);
  });

  test("staff read every report but revenue, which they are neither offered nor shown", async ({
    page,
    signedInStaff,
    expectNoAxeViolations,
  }) => {
    expect(signedInStaff.email).toBeTruthy();
    await page.goto("/staff/reports");
    const reports = page.getByRole("navigation", { name: "Reports" });
    for (const name of ["Attendance", "Members", "Leads"])
      await expect(reports.getByRole("link", { name })).toBeVisible();
    await expect(reports.getByRole("link", { name: "Revenue" })).toHaveCount(0);
    await expectNoAxeViolations();

    await reports.getByRole("link", { name: "Attendance" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Attendance" })).toBeVisible();
    await expect(reportTab(page, "Leads")).toBeVisible();
    await expect(reportTab(page, "Revenue")).toHaveCount(0);
    const attendance = await downloadCsv(page, "attendance");
    expect(attendance[0]).toMatch(/^date,weekday,start,class,/);
    await expectNoAxeViolations();

    const refused = await page.goto("/staff/reports/revenue");
    expect(refused?.status()).toBe(403);
    await expect(page.getByText("Only the gym's owners may do this.")).toBeVisible();
  });
});

test.describe("Reports with nothing in their dates", { tag: "@flow" }, () => {
  test("say there is nothing yet: no chart with a made-up scale, no table of headers only", async ({
    page,
    signedInOwner,
    expectNoAxeViolations,
  }) => {
    expect(signedInOwner.email).toBeTruthy();
    // Years before anyone could book here: nothing happened then.
    for (const report of ["attendance", "members", "leads", "revenue"]) {
      await page.goto(`/staff/reports/${report}?from=2001-01-01&to=2001-03-31`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText(NOTHING_YET).first()).toBeVisible();
      // No bar chart is drawn over nothing, so no axis reads "1".
      await expect(page.getByRole("main").getByRole("img")).toHaveCount(0);
      for (const table of await page.getByRole("table").all()) {
        expect(await table.getByRole("row").count(), `${report}: a table with rows`).toBeGreaterThan(1);
      }
      await expectNoAxeViolations();
    }
  });
});
