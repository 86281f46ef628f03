import { formatTimeRange } from "#app/content/clock.ts";
import { dayLabel } from "#app/features/timetable/sessions.server.ts";
import { waitForHydration } from "#e2e/support/fixtures.ts";
import { bookAhead, claimSession, expect, newMember, test } from "./staff-support.ts";

/** Tomorrow and a week on: days booking.spec leaves alone, and whose sessions the desk claims only by creating their row. */
const DAYS = [1, 7];

test.describe("Messages to members", { tag: "@flow" }, () => {
  test("an owner writes a notice to a session's roster, previews it with its count, sends it and sees it in the history", async ({
    page,
    database,
    signedInOwner,
    expectNoAxeViolations,
  }, testInfo) => {
    expect(signedInOwner.email).toBeTruthy();
    const session = await claimSession(database, testInfo, DAYS);
    const [ada, ben] = [await newMember(database, "Ada Lovelace"), await newMember(database, "Ben Okafor")];
    await bookAhead(database, session, [ada.id, ben.id]);
    const label = `${session.className}, ${dayLabel(session.localDate)}, ${formatTimeRange(session.start, session.end)}`;
    const subject = `Bring gloves ${testInfo.project.name}`;

    await page.goto("/staff/messages");
    await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole("radio", { name: "One session's roster (a notice about it)" }).check();
    await page.getByRole("combobox", { name: "Session" }).selectOption({ label });
    await page.getByRole("textbox", { name: "Subject" }).fill(subject);
    await page
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("Sparring day: bring **your gloves** and a mouth guard.");
    await page.getByRole("button", { name: "Preview and count" }).click();

    await expect(page.getByRole("status").filter({ hasText: `${label}: 2 people would get it.` })).toBeVisible();
    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview.getByRole("definition").first()).toHaveText("2");
    await expect(preview.getByText("Session notice")).toBeVisible();
    await expect(preview.getByRole("article", { name: "The e-mail" }).getByText("your gloves")).toBeVisible();
    await expectNoAxeViolations();

    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("status").filter({ hasText: "On its way to 2 people." })).toBeVisible();
    const history = page.getByRole("region", { name: "History" });
    const entry = history.getByRole("listitem").filter({ hasText: subject });
    await expect(entry).toContainText(label);
    await expect(entry).toContainText("to 2");
    await expect(entry).toContainText(/E-mail: .*failed/);
    await expectNoAxeViolations();
  });

  test("staff save a draft for an owner: no Send button, the draft in the history", async ({
    page,
    signedInStaff,
  }, testInfo) => {
    expect(signedInStaff.email).toBeTruthy();
    const subject = `Open day ${testInfo.project.name} ${testInfo.retry}`;
    await page.goto("/staff/messages");
    await waitForHydration(page);
    await expect(page.getByText("Only an owner sends: save it as a draft for them.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send" })).toHaveCount(0);
    await page.getByRole("textbox", { name: "Subject" }).fill(subject);
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Come by on Saturday.");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
    const entry = page.getByRole("region", { name: "History" }).getByRole("listitem").filter({ hasText: subject });
    await expect(entry).toContainText(`Draft by ${signedInStaff.email}`);
    await expect(entry.getByRole("link", { name: `Open the draft ${subject}` })).toBeVisible();
  });
});
