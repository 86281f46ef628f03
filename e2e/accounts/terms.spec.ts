import { terms } from "#app/content/terms.ts";
import { bookingRefusals } from "#app/features/booking/errors.ts";
import { COMMAND_LINE } from "#app/features/staff/audit.server.ts";
import { setRole } from "#app/features/staff/roles.server.ts";
import { claimSession, rowLabel, schedulePathOf } from "./booking-support.ts";
import { expect, test } from "./staff-support.ts";

/**
 * The gym's terms and health questions before a member's first booking: the booking form
 * takes a new member to them, a "yes" asks them to see a coach and flags their record for
 * staff, and then the booking goes through.
 */
test.describe("The gym's terms before the first booking", { tag: "@flow" }, () => {
  test.use({ termsAccepted: false });

  test("a new member is shown the terms when they book, answers the health questions, and books", async ({
    page,
    request,
    database,
    signedInUser: member,
    expectNoAxeViolations,
  }, testInfo) => {
    await page.goto("/account");
    await expect(page.getByRole("note")).toContainText(`accept the ${terms.title.toLowerCase()}`);
    const session = await claimSession(request, testInfo, 4);
    await page.goto(schedulePathOf(session));
    await page.getByRole("button", { name: `Book: ${rowLabel(session)}` }).click();

    await expect(page).toHaveURL(/\/account\/terms\?session=/);
    await expect(page.getByRole("heading", { name: terms.title, level: 2 })).toBeVisible();
    await expect(page.getByText(terms.agreement[0] ?? "")).toBeVisible();
    await expectNoAxeViolations();
    const [first, ...others] = terms.questions;
    await page.getByRole("group", { name: first?.text }).getByLabel("Yes").check();
    for (const question of others) await page.getByRole("group", { name: question.text }).getByLabel("No").check();
    await page.getByLabel(/I have read and accept/).check();
    await page.getByRole("button", { name: "Accept and continue" }).click();

    // The booking they came for is made with the acceptance: no second press of Book.
    const thanks = page.getByRole("status");
    await expect(thanks).toContainText(`you accepted the ${terms.title.toLowerCase()}`);
    await expect(thanks).toContainText(`You're booked: ${session.className}`);
    await expect(page.getByText(terms.healthAdvice)).toBeVisible();
    await expectNoAxeViolations();

    // Opened again, the page says it is done and shows the way on, not the form alone.
    await page.reload();
    await expect(page.getByRole("status")).toContainText(`You accepted version ${terms.version}`);
    await expect(page.getByRole("button", { name: "Accept and continue" })).toBeHidden();
    await expectNoAxeViolations();
    await page.getByRole("link", { name: new RegExp(`^Back to ${session.className}`) }).click();
    await expect(page.getByRole("button", { name: `Cancel booking: ${rowLabel(session)}` })).toBeVisible();

    // The desk sees the flag on the member's record (the member is made staff to look at it).
    const { user } = (await (await page.request.get("/api/auth/get-session")).json()) as { user: { id: string } };
    await setRole(database, {
      email: member.email,
      role: "staff",
      actor: COMMAND_LINE,
      demoAccounts: {},
      from: "command line",
    });
    await page.goto(`/staff/members/${user.id}`);
    const record = page.getByRole("region", { name: "Terms and health" });
    await expect(record).toContainText(`Accepted version ${terms.version}`);
    await expect(record.getByRole("note")).toContainText(first?.text ?? "");
  });
});

test.describe("The terms form without JavaScript", { tag: "@flow" }, () => {
  test.use({ termsAccepted: false, javaScriptEnabled: false });

  test("is a plain form post", async ({ page, signedInUser: _member }) => {
    await page.goto("/account/terms");
    for (const question of terms.questions)
      await page.getByRole("group", { name: question.text }).getByLabel("No").check();
    await page.getByLabel(/I have read and accept/).check();
    await page.getByRole("button", { name: "Accept and continue" }).click();
    await expect(page.getByRole("status")).toContainText(`you accepted the ${terms.title.toLowerCase()}`);
    await expect(page.getByText(terms.healthAdvice)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Go to my account" })).toBeVisible();
  });

  test("says plainly when the booking the member came for is not made", async ({ page, signedInUser: _member }) => {
    // A session the timetable does not hold cannot be booked: the answer names the refusal.
    await page.goto("/account/terms?session=no-such-session");
    for (const question of terms.questions)
      await page.getByRole("group", { name: question.text }).getByLabel("No").check();
    await page.getByLabel(/I have read and accept/).check();
    await page.getByRole("button", { name: "Accept and continue" }).click();
    await expect(page.getByRole("status")).toContainText(`you accepted the ${terms.title.toLowerCase()}`);
    await expect(page.getByRole("alert")).toContainText(
      `Your booking is not made. ${bookingRefusals.SESSION_NOT_FOUND.message}`,
    );
  });
});
