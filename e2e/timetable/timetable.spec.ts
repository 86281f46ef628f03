import type { Page } from "@playwright/test";
import { formatClockTime, formatTimeRange } from "#app/content/clock.ts";
import { mailCopy } from "#app/content/mail.ts";
import { terms } from "#app/content/terms.ts";
import { weekdayName } from "#app/content/weekdays.ts";
import { acceptTerms } from "#app/features/attendance/terms.server.ts";
import { memberBookings } from "#app/features/booking/member-bookings.server.ts";
import { addClass } from "#app/features/timetable/class-edits.server.ts";
import { classPictures } from "#app/features/timetable/schedule.ts";
import { addOneOff } from "#app/features/timetable/session-edits.server.ts";
import { dayLabel, findSession, gymToday, sessionIdOf, weekdayOf } from "#app/features/timetable/sessions.server.ts";
import { addSlot } from "#app/features/timetable/slot-edits.server.ts";
import { addTrainer } from "#app/features/timetable/trainer-edits.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { bookAhead, newMember } from "#e2e/accounts/staff-support.ts";
import { standContextAtTestNow, waitForHydration } from "#e2e/support/fixtures.ts";
import { heldMail } from "#e2e/support/held-mail.ts";
import { expect, test, timetableDataDir, uniqueName } from "./support.ts";

/**
 * Staff keep the timetable in the browser, and members and feeds see it at once: a new
 * class on a new weekly slot, a slot moved under a booked member, cover, a closure across a
 * change of the clocks. Each test works on a class and a trainer of its own.
 */
const actor = { id: null, label: "e2e setup" };
const today = gymToday();
/** The day after tomorrow: its sessions are bookable now and none has begun. */
const day = today.add({ days: 2 });
const weekday = weekdayOf(day);

/** A trainer, a class they teach and a weekly slot of it on `day` at noon, written as the desk would. */
async function classOnTimetable(database: Database) {
  const coach = uniqueName("Coach");
  const { result: trainer } = await addTrainer(database, { name: coach, job: "Coach", portrait: null }, { actor });
  const title = uniqueName("Mobility");
  const picture = classPictures()[0]?.name ?? "";
  const { result: gymClass } = await addClass(
    database,
    { title, description: "Joints and breath.", picture, trainerId: trainer.id, capacity: 8 },
    { actor },
  );
  const { result: slot } = await addSlot(
    database,
    { classSlug: gymClass.slug, weekday, start: "12:00", end: "12:45", effectiveFrom: today.toString() },
    { actor },
  );
  const session = findSession(sessionIdOf({ classSlug: gymClass.slug, start: "12:00" }, day.toString()));
  if (!session) throw new Error("the new slot has no session on the day");
  return { title, coach, trainerId: trainer.id, slotId: slot.id, session };
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.describe("The timetable, kept by staff", () => {
  test("staff add a trainer, a class and a weekly slot: members book it on its day's page and find it in the feeds", {
    tag: "@flow",
  }, async ({ page, signedInStaff, expectNoAxeViolations }) => {
    expect(signedInStaff.email).toBeTruthy();
    const coach = uniqueName("Coach");
    const title = uniqueName("Mobility");
    await page.goto("/staff/timetable/trainers");
    await field(page, "Name").fill(coach);
    await field(page, "What they do").fill("Mobility coach");
    await page.getByRole("button", { name: "Add the trainer" }).click();
    await expect(page.getByRole("status")).toContainText(`${coach} is on the team`);

    await page.goto("/staff/timetable/classes");
    await field(page, "Title").fill(title);
    await field(page, "Picture").selectOption({ index: 1 });
    await field(page, "Description, on the class card").fill("Joints, breath and a long stretch.");
    await field(page, "Usual trainer").selectOption({ label: coach });
    await field(page, "Places per session").fill("8");
    await page.getByRole("button", { name: "Add the class" }).click();
    await expect(page.getByRole("status")).toContainText(`${title} is one of the classes now`);
    await expectNoAxeViolations();

    await page.goto("/staff/timetable/slots/new");
    await field(page, "Class").selectOption({ label: title });
    await field(page, "Day").selectOption({ label: weekdayName(weekday) });
    await field(page, "Starts").fill("12:00");
    await field(page, "Ends").fill("12:45");
    await page.getByRole("button", { name: "Add to the timetable" }).click();
    await expect(page.getByRole("status")).toContainText(`${title}, ${weekdayName(weekday)}s`);
    // Dates read as the rest of the site writes them, never as ISO dates.
    await expect(page.getByRole("status")).toContainText(`is on the timetable from ${dayLabel(today.toString())}.`);
    await expectNoAxeViolations();

    // The audit log names the trainer (not their id) and writes times on the 12-hour clock.
    await page.goto("/staff/audit");
    const added = page.getByRole("listitem").filter({ hasText: "Added a class" }).filter({ hasText: title }).first();
    await expect(added).toContainText(coach);
    await expect(added).not.toContainText(coach.toLowerCase().replace(/\s+/g, "-"));
    const slotAdded = page.getByRole("listitem").filter({ hasText: "Added a weekly class" }).first();
    await expect(slotAdded).toContainText(formatClockTime("12:45"));

    await page.goto("/staff/timetable");
    await expect(
      page.getByRole("region", { name: weekdayName(weekday) }).getByRole("link", { name: new RegExp(title) }),
    ).toBeVisible();
    await expectNoAxeViolations();

    await page.goto(`/schedule/${weekday}`);
    const label = `${title}, ${formatTimeRange("12:00", "12:45")}`;
    await page.getByRole("button", { name: `Book: ${label}` }).click();
    await expect(page.getByRole("status")).toContainText("You're booked");
    const slug = title.toLowerCase().replace(/\s+/g, "-");
    const sessionId = `${slug}-${day}-1200`;
    const classFeed = await page.request.get(`/classes/${slug}.ics`);
    expect(await classFeed.text()).toContain(`SUMMARY:${title} with ${coach}`);
    expect(await (await page.request.get("/schedule.ics")).text()).toContain(`UID:session-${sessionId}@`);
  });

  test("moving a slot with a booked member: staff confirm, the member's place is cancelled, they are e-mailed the new time and book it in one step, from the e-mail or /account", {
    tag: "@flow",
  }, async ({ page, browser, database, signedInStaff, expectNoAxeViolations }) => {
    const { title, slotId, session } = await classOnTimetable(database);
    const member = await newMember(database, "Ada Moved");
    // Booking the new time from the e-mail keeps a member's own rules: the gym's terms accepted.
    await acceptTerms(database, {
      userId: member.id,
      version: terms.version,
      answers: Object.fromEntries(terms.questions.map((question) => [question.id, false])),
    });
    // The staff member had booked it too, for themselves: they find it in their /account.
    const staff = await database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", signedInStaff.email)
      .executeTakeFirstOrThrow();
    await bookAhead(database, session, [member.id, staff.id]);

    await page.goto(`/staff/timetable/slots/${slotId}`);
    await waitForHydration(page);
    const change = page.getByRole("region", { name: "Change it" });
    await change.getByLabel("Starts").fill("13:00");
    await change.getByLabel("Ends").fill("13:45");
    await change.getByRole("button", { name: "Save the change" }).click();
    await expect(change.getByRole("status")).toContainText("2 members hold places");
    await expectNoAxeViolations();
    await change.getByRole("button", { name: "Save the change" }).click();
    await expect(change.getByRole("status")).toContainText(`Saved: from ${dayLabel(today.toString())} it is`);

    const moved = await heldMail(
      member.email,
      mailCopy.sessionMoved.subject(title, dayLabel(session.localDate)),
      10_000,
      timetableDataDir(),
    );
    expect(moved.text).toContain(`${dayLabel(session.localDate)}, ${formatTimeRange("13:00", "13:45")}`);
    const { upcoming } = await memberBookings(database, member.id);
    expect(upcoming.find((booking) => booking.session.id === session.id)?.status).toBe("session-cancelled");
    await page.goto(`/schedule/${weekday}`);
    await expect(page.getByRole("row").filter({ hasText: title })).toContainText(formatTimeRange("13:00", "13:45"));

    // The e-mail says the credit came back, and its button books the new time, signed out, once.
    expect(moved.text).toContain(mailCopy.sessionMoved.creditBack);
    const newTime = `${title}, ${dayLabel(session.localDate)}, ${formatTimeRange("13:00", "13:45")}`;
    const home = await browser.newContext();
    await standContextAtTestNow(home);
    const mailbox = await home.newPage();
    const link = /https?:\/\/[^/\s]+(\/bookings\/[^/\s]+\/rebook\?\S+)/.exec(moved.text ?? "")?.[1] ?? "";
    expect(link, "the e-mail's link that books the new time").not.toBe("");
    await mailbox.goto(link);
    await expect(mailbox.getByRole("heading", { level: 1, name: "Your class moved" })).toBeVisible();
    await mailbox.getByRole("button", { name: "Book the new time" }).click();
    await expect(mailbox.getByRole("status")).toHaveText(`You're booked at the new time: ${newTime}.`);
    await mailbox.goto(link);
    await expect(mailbox.getByText(`You're booked at the new time: ${newTime}.`)).toBeVisible();
    await expect(mailbox.getByRole("button", { name: "Book the new time" })).toHaveCount(0);
    await home.close();

    // /account offers the same in one button.
    await page.goto("/account");
    const cancelled = page.getByRole("listitem").filter({ hasText: "Cancelled by the gym" }).filter({ hasText: title });
    await expect(cancelled).toContainText("What paid for your place came back to you.");
    await expectNoAxeViolations();
    await cancelled
      .getByRole("button", {
        name: `Book the new time: ${title}, ${dayLabel(session.localDate)}, ${formatTimeRange("13:00", "13:45")}`,
      })
      .click();
    await expect(page.getByRole("status")).toContainText(`You're booked: ${title}`);
    await expect(cancelled).toContainText("You hold a place at the new time");
  });

  test("cover: another trainer for one session, shown on the schedule, and its booked member told", {
    tag: "@flow",
  }, async ({ page, database, signedInStaff, expectNoAxeViolations }) => {
    expect(signedInStaff.email).toBeTruthy();
    const { title, session } = await classOnTimetable(database);
    const cover = uniqueName("Cover");
    await addTrainer(database, { name: cover, job: "Coach", portrait: null }, { actor });
    const member = await newMember(database, "Ben Covered");
    await bookAhead(database, session, [member.id]);

    await page.goto(`/staff/timetable/sessions?session=${session.id}`);
    const form = page.getByRole("region", { name: "Give a session cover" });
    await form.getByLabel("Covered by").selectOption({ label: cover });
    await form.getByRole("button", { name: "Save the cover" }).click();
    await expect(form.getByRole("status")).toContainText("1 member will be e-mailed");
    await form.getByRole("button", { name: "Save the cover" }).click();
    await expect(form.getByRole("status")).toContainText("Cover saved");
    await expectNoAxeViolations();

    const told = await heldMail(
      member.email,
      mailCopy.trainerChanged.subject(title, dayLabel(session.localDate)),
      10_000,
      timetableDataDir(),
    );
    expect(told.text).toContain(cover);
    await page.goto(`/schedule/${weekday}`);
    await expect(page.getByRole("row").filter({ hasText: title })).toContainText(cover);
  });

  test("the week grid shows one-off sessions and the trainer on a 45-minute card", async ({
    page,
    database,
    signedInStaff,
    expectNoAxeViolations,
  }) => {
    expect(signedInStaff.email).toBeTruthy();
    // A weekly 45-minute class at noon on `day`, and a one-off of it the same day at 3pm.
    const { title, coach, session } = await classOnTimetable(database);
    await addOneOff(
      database,
      { classSlug: session.classSlug, localDate: day.toString(), start: "15:00", end: "15:45" },
      { actor },
    );

    await page.goto("/staff/timetable");
    const column = page.getByRole("region", { name: weekdayName(weekday) });
    const weekly = column.getByRole("link", { name: new RegExp(`^${title}.*${formatTimeRange("12:00", "12:45")}`) });
    const oneOff = column.getByRole("link", { name: new RegExp(`^${title}.*One-off on ${dayLabel(day.toString())}`) });
    await expect(weekly).toBeVisible();
    await expect(oneOff).toContainText(formatTimeRange("15:00", "15:45"));
    // The trainer's line lies inside the card, not cut off below it.
    for (const card of [weekly, oneOff]) {
      const box = await card.boundingBox();
      const trainer = await card.getByText(coach, { exact: true }).boundingBox();
      expect(trainer && box && trainer.y + trainer.height <= box.y + box.height + 1).toBe(true);
    }
    await expectNoAxeViolations();
  });

  test(
    "a one-day closure reads as one day",
    { tag: "@flow" },
    async ({ page, signedInStaff, expectNoAxeViolations }, testInfo) => {
      expect(signedInStaff.email).toBeTruthy();
      // A day of its own, years ahead: no other test closes it.
      const closed = `2028-0${(testInfo.project.name === "phone" ? 2 : 3) + 2 * testInfo.retry}-02`;
      const reason = uniqueName("Deep clean");
      await page.goto("/staff/timetable/closures");
      await page.getByLabel("First closed day").fill(closed);
      await page.getByLabel("Last closed day").fill(closed);
      await page.getByLabel("Reason, shown on the schedule and in the e-mail").fill(reason);
      await page.getByRole("button", { name: "Close these days" }).click();
      await expect(page.getByRole("status")).toHaveText(
        `Closed on ${dayLabel(closed)}: the schedule says "Closed: ${reason}".`,
      );
      await expectNoAxeViolations();
    },
  );

  test(
    "a closure across a change of the clocks: its sessions read cancelled with the reason, the opening hours say so; removed again, they are back",
    { tag: "@flow" },
    async ({ page, signedInStaff, expectNoAxeViolations }, testInfo) => {
      expect(signedInStaff.email).toBeTruthy();
      // The clocks go forward in London on 28 March 2027 and back on 31 October 2027 (a retry takes the next year's).
      const [from, to] =
        testInfo.project.name === "phone"
          ? [`${2027 + testInfo.retry}-03-26`, `${2027 + testInfo.retry}-03-29`]
          : [`${2027 + testInfo.retry}-10-29`, `${2027 + testInfo.retry}-11-01`];
      const reason = uniqueName("Floor relaid");
      await page.goto("/staff/timetable/closures");
      await page.getByLabel("First closed day").fill(from);
      await page.getByLabel("Last closed day").fill(to);
      await page.getByLabel("Reason, shown on the schedule and in the e-mail").fill(reason);
      await page.getByRole("button", { name: "Close these days" }).click();
      await expect(page.getByRole("status")).toContainText(`Closed: ${reason}`);
      await expect(page.getByRole("region", { name: "Closures to come" })).toContainText(reason);
      await expectNoAxeViolations();

      const sessions = (await (await page.request.get(`/api/sessions?from=${from}&to=${to}`)).json()) as {
        sessions: { startsAt: string; status: string; cancellationReason?: string }[];
      };
      expect(sessions.sessions.length).toBeGreaterThan(0);
      for (const session of sessions.sessions)
        expect(session).toMatchObject({ status: "cancelled", cancellationReason: reason });
      const offsets = new Set(sessions.sessions.map((session) => session.startsAt.slice(-6)));
      expect([...offsets].sort()).toEqual(["+00:00", "+01:00"]);
      const openingHours = async () => (await (await page.request.get("/")).text()).includes(`"validThrough":"${to}"`);
      await expect.poll(openingHours).toBe(true);

      // Made by mistake: taken back, after a confirmation that says what comes back and what does not.
      const closures = page.getByRole("region", { name: "Closures to come" });
      await closures.getByRole("button", { name: `Remove the closure: ${dayLabel(from)} to ${dayLabel(to)}` }).click();
      await expect(closures.getByRole("status")).toContainText(
        `Remove the closure of ${dayLabel(from)} to ${dayLabel(to)}?`,
      );
      await expect(closures.getByRole("status")).toContainText("It had cancelled no bookings.");
      await expectNoAxeViolations();
      await closures.getByRole("button", { name: "Remove the closure", exact: true }).click();
      await expect(closures.getByRole("status")).toContainText("Closure removed");
      await expect(closures).not.toContainText(reason);
      await expectNoAxeViolations();
      const reopened = (await (await page.request.get(`/api/sessions?from=${from}&to=${to}`)).json()) as {
        sessions: { status: string }[];
      };
      expect(reopened.sessions).toHaveLength(sessions.sessions.length);
      for (const session of reopened.sessions) expect(session.status).not.toBe("cancelled");
      await expect.poll(openingHours).toBe(false);
    },
  );
});
