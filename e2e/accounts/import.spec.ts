import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { presets } from "#app/features/imports/presets.ts";
import { sampleExport } from "#app/features/imports/test-support.ts";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { waitForHydration } from "#e2e/support/fixtures.ts";
import { expect, test } from "./staff-support.ts";

/**
 * A gym moves in (issue 32, decision 0187): an owner uploads each system's member export
 * (written by the test, never a real one), sees its columns mapped and every row's problem
 * in a dry run, commits it, and uploads the same file again to a dry run and a commit that
 * change nothing.
 */
test.describe("Importing members", { tag: "@flow" }, () => {
  for (const preset of ["mindbody", "glofox", "pushpress", "teamup"] as const) {
    test(`an owner imports a ${presets[preset].label} export: a dry run, a commit, then the same file changing nothing`, async ({
      page,
      signedInOwner,
      expectNoAxeViolations,
    }, testInfo) => {
      expect(signedInOwner.email).toBeTruthy();
      const sample = sampleExport(preset, gymToday(), `${testInfo.project.name}-${randomUUID().slice(0, 8)}`);
      const file = testInfo.outputPath(sample.fileName);
      writeFileSync(file, sample.csv);

      const upload = async () => {
        await page.goto("/staff/import");
        await waitForHydration(page);
        await page.getByLabel("Member export (CSV)").setInputFiles(file);
        await page.getByRole("combobox", { name: "Exported from" }).selectOption({ label: presets[preset].label });
        await page.getByRole("button", { name: "Check the file" }).click();
      };

      await upload();
      await expect(page.getByRole("heading", { level: 2, name: sample.fileName })).toBeVisible();
      await expect(
        page.getByRole("status").filter({
          hasText: "Dry run, nothing written yet: 2 accounts to create, 0 to update, 1 leads to add.",
        }),
      ).toBeVisible();
      // The preset's mapping is on screen, each column with what it is imported as.
      await expect(page.getByRole("combobox", { name: "Import the column Email as" })).toHaveValue("email");
      // Every row's problem: the broken address (row 5) and the repeated one (row 6).
      const problems = page.getByRole("region", { name: /^Problems \(\d+\)$/ });
      await expect(problems.getByRole("listitem").filter({ hasText: "Row 5" }).first()).toBeVisible();
      await expect(problems.getByRole("listitem").filter({ hasText: "Row 6" }).first()).toBeVisible();
      await expectNoAxeViolations();

      await page.getByRole("button", { name: "Commit the import" }).click();
      await expect(
        page.getByRole("status").filter({ hasText: "Imported: 2 accounts created, 0 updated, 1 leads added." }),
      ).toBeVisible();
      // Invitations wait for the owner's word.
      await expect(page.getByRole("button", { name: "Send 2 invitations" })).toBeVisible();
      await expectNoAxeViolations();

      await upload();
      await expect(
        page.getByRole("status").filter({
          hasText: "Dry run, nothing written yet: 0 accounts to create, 0 to update, 0 leads to add.",
        }),
      ).toBeVisible();
      await expect(
        page.getByText("Committing changes nothing: everyone in the file is here already as it says."),
      ).toBeVisible();
      await page.getByRole("button", { name: "Commit the import" }).click();
      await expect(
        page.getByRole("status").filter({ hasText: "Imported: 0 accounts created, 0 updated, 0 leads added." }),
      ).toBeVisible();
      await expect(page.getByText("No account of this import is waiting for an invitation.")).toBeVisible();
    });
  }

  test("an owner maps a column the preset did not know, checks again, and sends the invitations", async ({
    page,
    signedInOwner,
    expectNoAxeViolations,
  }, testInfo) => {
    expect(signedInOwner.email).toBeTruthy();
    const tag = `${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
    const file = testInfo.outputPath("own-spreadsheet.csv");
    // A spreadsheet of the gym's own: its "Mobile" heading is nobody's preset.
    writeFileSync(
      file,
      `Email;Name;Mobile;Membership\r\nana-${tag}@example.com;Ana Diaz;+44 7700 900123;${currentProducts().memberships[0]?.name}\r\n`,
    );
    await page.goto("/staff/import");
    await waitForHydration(page);
    // Where each preset's headings come from, and that none is certain.
    await page.getByText("Where each system's column names come from").click();
    await expect(page.getByText(presets.teamup.source)).toBeVisible();
    await page.getByLabel("Member export (CSV)").setInputFiles(file);
    await page.getByRole("button", { name: "Check the file" }).click();
    const mobile = page.getByRole("combobox", { name: "Import the column Mobile as" });
    await expect(mobile).toHaveValue("");
    // Checked before tapping "Check again": a phone's tap leaves the outline button hovered, mid-transition.
    await expectNoAxeViolations();
    await mobile.selectOption("phone");
    await page.getByRole("button", { name: "Check again" }).click();
    await expect(page.getByRole("combobox", { name: "Import the column Mobile as" })).toHaveValue("phone");
    await expect(
      page.getByRole("status").filter({ hasText: "Dry run, nothing written yet: 1 accounts to create" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Commit the import" }).click();
    await page.getByRole("button", { name: "Send 1 invitations" }).click();
    await expect(page.getByText("1 invitations sent. Nobody from this import is waiting for one.")).toBeVisible();
  });
});
