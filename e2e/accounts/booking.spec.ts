import { mailCopy } from "#app/content/mail.ts";
import { type Weekday, weekdayName } from "#app/content/weekdays.ts";
import { dayLabel } from "#app/features/timetable/sessions.server.ts";
import { heldMail } from "#e2e/support/held-mail.ts";
import {
  type ApiSession,
  apiMember,
  claimSession,
  fillSession,
  freeUntilOf,
  rowLabel,
  schedulePathOf,
  sessionNow,
} from "./booking-support.ts";
import { expect, test } from "./support.ts";

/**
 * A member books classes: from the schedule, in /account, on the waitlist, without
 * JavaScript. Each test books a session of its own (booking-support.ts), so tests running
 * side by side never compete for places.
 */
/** "Tuesday": the day of the session, as a cancellation asks about it. */
const dayNameOf = (session: ApiSession) => weekdayName(schedulePathOf(session).split("/").pop() as Weekday);

test.describe("Booking a class", { tag: "@flow" }, () => {
  test("a member books from the schedule, gets the confirmation with a calendar file, is asked once before cancelling, and cancels in /account", async ({
    page,
    request,
    signedInUser: member,
    expectNoAxeViolations,
  }, testInfo) => {
    const session = await claimSession(request, testInfo, 0);
    await page.goto(schedulePathOf(session));
    await page.getByRole("button", { name: `Book: ${rowLabel(session)}` }).click();
    await expect(page.getByRole("status")).toContainText("You're booked");
    await expect(page.getByRole("status")).toBeFocused();
    const row = page
      .getByRole("row")
      .filter({ has: page.getByRole("button", { name: `Cancel booking: ${rowLabel(session)}` }) });
    await expect(row).toContainText("Booked");
    await expect(row).toContainText(`Free cancellation until ${freeUntilOf(session)}`);
    await expectNoAxeViolations();

    // Opened again, the page is filled from the one kept for every member, with this member's
    // own booking (decision 0228; rendered anew instead while other tests' bookings move the
    // day's places). It shows the booking, and the page's script works with it.
    await expect
      .poll(async () => (await page.reload())?.headers()["server-timing"], { timeout: 15_000 })
      .toContain('desc="filled"');
    await expect(row).toContainText("Booked");

    // Cancel asks first; keeping the place changes nothing.
    await row.getByRole("button", { name: `Cancel booking: ${rowLabel(session)}` }).click();
    const question = page.getByRole("dialog", { name: `Cancel ${session.className} on ${dayNameOf(session)}?` });
    await expect(question).toBeVisible();
    await expect(question).toContainText(`Free until ${freeUntilOf(session)}:`);
    await expectNoAxeViolations();
    await question.getByRole("button", { name: "Keep my place" }).click();
    await expect(question).toBeHidden();
    await expect(row).toContainText("Booked");
    const date = dayLabel(session.startsAt.slice(0, 10));
    const confirmation = await heldMail(member.email, mailCopy.booked.subject(session.className, date));
    expect(confirmation.attachments.map((file) => file.contentType)).toContain("text/calendar");

    await page.goto("/account");
    const upcoming = page.getByRole("region", { name: "Upcoming bookings" });
    const booking = upcoming.getByRole("listitem").filter({ hasText: session.className });
    await expect(booking).toContainText(dayLabel(session.startsAt.slice(0, 10)));
    await expect(booking).toContainText("Booked");
    // The class is days away: the moment free cancellation ends names its day.
    await expect(booking).toContainText(`Free cancellation until ${freeUntilOf(session)}`);
    await expectNoAxeViolations();
    await booking.getByRole("button", { name: /^Cancel booking:/ }).click();
    const asked = page.getByRole("dialog", { name: `Cancel ${session.className} on ${dayNameOf(session)}?` });
    await asked.getByRole("button", { name: "Yes, cancel" }).click();
    await expect(asked).toBeHidden();
    await expect(page.getByRole("status")).toContainText("Booking cancelled");
    await expect(upcoming).toContainText("No bookings yet.");
  });

  test("a member joins the waitlist of a full class and gets the place when a booked member cancels", async ({
    page,
    request,
    baseURL,
    database,
    signedInUser: _member,
    expectNoAxeViolations,
  }, testInfo) => {
    const session = await claimSession(request, testInfo, 1);
    const fillers = await fillSession(baseURL ?? "", session, request, database);
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: session.className }) });
    // The places a page shows may be up to OWN_WRITES_SEEN_MS older than this server's last
    // booking (when other tests' pages read them just before it): opened again, it shows them.
    await expect(async () => {
      await page.goto(schedulePathOf(session));
      await expect(row.first()).toContainText("Full: join the waitlist", { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await page.getByRole("button", { name: `Join waitlist: ${rowLabel(session)}` }).click();
    await expect(page.getByRole("status")).toContainText("you're number 1 on the waitlist");
    await expect(row.first()).toContainText("Waitlist #1");
    await expectNoAxeViolations();

    const leaving = fillers[0];
    expect(leaving, "a booked member who can leave").toBeDefined();
    expect((await leaving?.api.delete(`/api/bookings/${leaving.bookingId}`))?.status()).toBe(200);

    await page.goto("/account");
    const booking = page
      .getByRole("region", { name: "Upcoming bookings" })
      .getByRole("listitem")
      .filter({ hasText: session.className });
    await expect(booking).toContainText("Booked");
  });

  test.describe("without JavaScript", { tag: "@flow" }, () => {
    test.use({ javaScriptEnabled: false });

    test("a member books with a plain form post, and cancels from the schedule and from /account through a page that asks first", async ({
      page,
      request,
      signedInUser: _member,
    }, testInfo) => {
      const session = await claimSession(request, testInfo, 2);
      await page.goto(schedulePathOf(session));
      await page.getByRole("button", { name: `Book: ${rowLabel(session)}` }).click();
      await expect(page.getByRole("status")).toContainText("You're booked");

      // Cancel opens a page that asks; its answer goes back to the schedule, which says what happened.
      const question = `Cancel ${session.className} on ${dayNameOf(session)}?`;
      await page.getByRole("button", { name: `Cancel booking: ${rowLabel(session)}` }).click();
      await expect(page).toHaveURL(/\/account\/bookings\/[^/]+\/cancel\?back=/);
      await expect(page.getByRole("heading", { name: question })).toBeVisible();
      await expect(page.getByText(`Free until ${freeUntilOf(session)}:`)).toBeVisible();
      await page.getByRole("button", { name: "Yes, cancel" }).click();
      await expect(page).toHaveURL(new RegExp(`${schedulePathOf(session)}$`));
      await expect(page.getByRole("status")).toContainText("Booking cancelled");

      // The same from /account: keeping the place leads back with nothing changed.
      await page.getByRole("button", { name: `Book: ${rowLabel(session)}` }).click();
      await expect(page.getByRole("status")).toContainText("You're booked");
      await page.goto("/account");
      const booking = page
        .getByRole("region", { name: "Upcoming bookings" })
        .getByRole("listitem")
        .filter({ hasText: session.className });
      await booking.getByRole("button", { name: /^Cancel booking:/ }).click();
      await expect(page.getByRole("heading", { name: question })).toBeVisible();
      await page.getByRole("link", { name: "Keep my place" }).click();
      await expect(page).toHaveURL(/\/account$/);
      await expect(booking).toContainText("Booked");
      await booking.getByRole("button", { name: /^Cancel booking:/ }).click();
      await page.getByRole("button", { name: "Yes, cancel" }).click();
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole("status")).toContainText("Booking cancelled");
    });
  });
});

test.describe("The member area", { tag: "@flow" }, () => {
  test("asks a visitor to sign in, then comes back to /account", async ({ page, baseURL }) => {
    const { email, password } = await apiMember(baseURL ?? "");
    const response = await page.goto("/account");
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(new URL(page.url()).searchParams.get("next")).toBe("/account");
    expect(response?.status()).toBe(200);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Account");
  });

  test("changes the password after checking the current one, and ends the member's other sessions", async ({
    page,
    baseURL,
    signedInUser,
  }) => {
    const elsewhere = await apiMember(baseURL ?? "");
    const otherDevice = elsewhere.api;
    await otherDevice.post("/api/auth/sign-in/email", { data: signedInUser });
    expect((await (await otherDevice.get("/api/auth/get-session")).json())?.user?.email).toBe(signedInUser.email);

    await page.goto("/account");
    const form = page.getByRole("form", { name: "Change password" });
    await form.getByLabel("Current password").fill("not-the-password");
    await form.getByLabel("New password").fill("another-strong-password-2");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByRole("alert")).toHaveText("That password is not right.");

    await form.getByLabel("Current password").fill(signedInUser.password);
    await form.getByLabel("New password").fill("another-strong-password-2");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByRole("status")).toContainText("Your password is changed");
    expect(await (await otherDevice.get("/api/auth/get-session")).json()).toBeNull();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Account");
  });

  test("deletes the account only with its password, and gives its places back", async ({
    page,
    request,
    baseURL,
    signedInUser,
  }, testInfo) => {
    const origin = new URL(baseURL ?? "").origin;
    const session = await claimSession(request, testInfo, 3);
    const booked = await page.request.post("/api/bookings", { data: { sessionId: session.id }, headers: { origin } });
    expect(booked.status()).toBe(201);
    const spotsWhileBooked = (await sessionNow(request, session)).spotsLeft;

    await page.goto("/account");
    const form = page.getByRole("form", { name: "Delete account" });
    await expect(form).toContainText("cannot be undone");
    await form.getByLabel("Your password").fill("not-the-password");
    await form.getByRole("button", { name: "Delete my account" }).click();
    await expect(form.getByRole("alert")).toHaveText("That password is not right.");

    await form.getByLabel("Your password").fill(signedInUser.password);
    await form.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/account\/deleted$/);
    await expect(page.getByText("Your account, your bookings and your saved classes are deleted.")).toBeVisible();
    expect((await sessionNow(request, session)).spotsLeft).toBe(spotsWhileBooked + 1);
    const signIn = await request.post("/api/auth/sign-in/email", { data: signedInUser, headers: { origin } });
    expect(signIn.status()).toBe(401);
  });
});
