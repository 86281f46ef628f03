import { attendancePolicy } from "#app/content/attendance-policy.ts";
import { suspensionCopy } from "#app/content/member-mail.ts";
import { queueSuspensionNotices } from "#app/features/attendance/suspension-notices.server.ts";
import { pastSessions, writeNoShows } from "#app/features/attendance/test-support.ts";
import { COMMAND_LINE } from "#app/features/staff/audit.server.ts";
import { setRole } from "#app/features/staff/roles.server.ts";
import { heldMail } from "#e2e/support/held-mail.ts";
import { claimSession, rowLabel, schedulePathOf } from "./booking-support.ts";
import { expect, test } from "./staff-support.ts";

/**
 * The no-show policy: a member who missed three classes may not book, is told why and
 * until when (page, API, e-mail); staff see the strikes on the member's record and forgive
 * one, and the member books again.
 */
test.describe("The no-show policy", { tag: "@flow" }, () => {
  test.skip(!attendancePolicy.enabled, "the gym has no no-show policy");

  test("a member suspended after three no-shows is told why, and books again once staff forgive a strike", async ({
    page,
    request,
    baseURL,
    database,
    signedInUser: member,
    expectNoAxeViolations,
  }, testInfo) => {
    const origin = new URL(baseURL ?? "").origin;
    const { user } = (await (await page.request.get("/api/auth/get-session")).json()) as { user: { id: string } };
    await writeNoShows(database, user.id, pastSessions(attendancePolicy.strikes));
    const session = await claimSession(request, testInfo, 6);

    await page.goto(schedulePathOf(session));
    await page.getByRole("button", { name: `Book: ${rowLabel(session)}` }).click();
    await expect(page.getByRole("alert")).toContainText("you cannot book until");
    const refused = await page.request.post("/api/bookings", { headers: { origin }, data: { sessionId: session.id } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { code: string; until: string } }).error).toMatchObject({
      code: "BOOKING_SUSPENDED",
      until: expect.any(String),
    });
    await page.goto("/account");
    await expect(page.getByRole("note")).toContainText("you cannot book until");
    await queueSuspensionNotices(database, { origin, staffEmail: "desk@example.com" });
    const notice = await heldMail(member.email, suspensionCopy.subject);
    expect(notice.text).toContain("you cannot book until");

    // The desk (the member is made staff to look at their own record).
    await setRole(database, {
      email: member.email,
      role: "staff",
      actor: COMMAND_LINE,
      demoAccounts: {},
      from: "command line",
    });
    await page.goto(`/staff/members/${user.id}`);
    const strikes = page.getByRole("region", { name: `Strikes: ${attendancePolicy.strikes}` });
    await expect(strikes.getByRole("note")).toContainText("Booking paused until");
    await expectNoAxeViolations();
    await strikes
      .getByRole("button", { name: /^Forgive no-show:/ })
      .first()
      .click();
    await expect(page.getByRole("status")).toContainText("Forgiven");
    await expect(page.getByRole("region", { name: `Strikes: ${attendancePolicy.strikes - 1}` })).toBeVisible();
    await expect(page.getByText("Booking paused until")).toHaveCount(0);

    await page.goto(schedulePathOf(session));
    await page.getByRole("button", { name: `Book: ${rowLabel(session)}` }).click();
    await expect(page.getByRole("status")).toContainText("You're booked");
  });
});
