import { readFileSync } from "node:fs";
import { unzip } from "#app/features/data-export/test-support.ts";
import { waitForHydration } from "#e2e/support/fixtures.ts";
import { expect, test } from "./staff-support.ts";

/** The gym's data out (issue 32, decision 0188): the owner's zip, and a member's own data from /account. */
test.describe("Exporting data", { tag: "@flow" }, () => {
  test("an owner downloads all of the gym's data as a zip of CSV files", async ({
    page,
    signedInOwner,
    expectNoAxeViolations,
  }) => {
    await page.goto("/staff/export");
    await expect(page.getByRole("heading", { level: 1, name: "Export" })).toBeVisible();
    const holds = page.getByRole("region", { name: "What it holds" });
    await expect(holds.getByText("members.csv", { exact: true })).toBeVisible();
    await expect(holds.getByText("credit-ledger.csv", { exact: true })).toBeVisible();
    await expectNoAxeViolations();
    await waitForHydration(page);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download everything (zip)" }).click();
    const zip = await download;
    expect(zip.suggestedFilename()).toMatch(/-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzip(readFileSync(await zip.path()));
    expect(files.get("members.csv")).toContain(signedInOwner.email);
    expect([...files.keys()]).toEqual(expect.arrayContaining(["README.txt", "sales.csv", "leads.csv", "audit.csv"]));
  });

  test("a member downloads their own data from their account page", async ({
    page,
    signedInUser,
    expectNoAxeViolations,
  }) => {
    await page.goto("/account");
    const yours = page.getByRole("region", { name: "Your data" });
    await expect(yours).toBeVisible();
    await expectNoAxeViolations();
    const download = page.waitForEvent("download");
    await yours.getByRole("link", { name: "Download my data" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync(await file.path(), "utf8")) as { account: { email: string } };
    expect(data.account.email).toBe(signedInUser.email);
  });
});
