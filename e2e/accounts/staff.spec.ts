import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { gymClasses } from "#app/content/classes.ts";
import { formatTimeRange } from "#app/content/clock.ts";
import { mailCopy } from "#app/content/mail.ts";
import { saveInquiry } from "#app/features/contact/inquiries.server.ts";
import { currentSchedule } from "#app/features/timetable/current-schedule.ts";
import { type ClassSession, dayLabel } from "#app/features/timetable/sessions.server.ts";
import { waitForHydration } from "#e2e/support/fixtures.ts";
import { heldMail } from "#e2e/support/held-mail.ts";
import { bookAhead, claimSession, expect, newMember, test } from "./staff-support.ts";

/** The days each kind of test takes its sessions from: none that booking.spec books. */
const PAST_DAYS = [-1, -2, -3, -4, -5, -6];
const LATER_DAYS = [8, 9, 10, 11, 12, 13];

const sessionPath = (session: ClassSession) => `/staff/sessions/${session.id}`;
const checkIn = (page: Page, name: string) => page.getByRole("group", { name: `Check-in: ${name}` });

test.describe("The front desk for staff", { tag: "@flow" }, () => {
  test("shows today and the next 7 days with each session's places, and opens a roster", async ({
    page,
    database,
    signedInStaff,
    expectNoAxeViolations,
  }, testInfo) => {
    expect(signedInStaff.email).toBeTruthy();
    const session = await claimSession(database, testInfo, [7]);
    const [ada, ben] = [await newMember(database, "Ada Lovelace"), await newMember(database, "Ben Okafor")];
    await bookAhead(database, session, [ada.id, ben.id]);

    await page.goto("/staff");
    await expect(page.getByRole("heading", { level: 1, name: "Today and the next 7 days" })).toBeVisible();
    const day = page.getByRole("region", { name: dayLabel(session.localDate) });
    const card = day.getByRole("listitem").filter({ hasText: formatTimeRange(session.start, session.end) });
    await expect(card).toContainText(`2/${session.capacity}`);
    await expectNoAxeViolations();

    await card.getByRole("link", { name: session.className }).click();
    await expect(page.getByRole("heading", { level: 1, name: session.className })).toBeVisible();
    await expect(page.getByText(ada.email)).toBeVisible();
    await expect(page.getByText(ben.email)).toBeVisible();
    await expect(page.getByText(/Check-in opens at/)).toBeVisible();
    await expectNoAxeViolations();
  });

  test("checks members in at the door: unmarked places of an ended session are no-shows, a tap corrects one", async ({
    page,
    database,
    signedInStaff,
    expectNoAxeViolations,
  }, testInfo) => {
    const session = await claimSession(database, testInfo, PAST_DAYS);
    const [ada, ben] = [await newMember(database, "Ada Lovelace"), await newMember(database, "Ben Okafor")];
    await bookAhead(database, session, [ada.id, ben.id]);

    await page.goto(sessionPath(session));
    await waitForHydration(page);
    const adaCheckIn = checkIn(page, ada.name);
    await expect(adaCheckIn.getByRole("button", { name: "No-show" })).toHaveAttribute("aria-pressed", "true");
    await expect(checkIn(page, ben.name).getByRole("button", { name: "No-show" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await adaCheckIn.getByRole("button", { name: "Attended" }).click();
    await expect(page.getByRole("status").filter({ hasText: `${ada.name}: attended.` })).toBeVisible();
    await expect(adaCheckIn.getByRole("button", { name: "Attended" })).toHaveAttribute("aria-pressed", "true");
    await expect(adaCheckIn.getByRole("button", { name: "No-show" })).toHaveAttribute("aria-pressed", "false");
    await expectNoAxeViolations();

    await page.reload();
    await expect(checkIn(page, ada.name).getByRole("button", { name: "Attended" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.getByRole("navigation", { name: "Front desk" }).getByRole("link", { name: "Audit log" }).click();
    const entry = page
      .getByRole("listitem")
      .filter({ hasText: `${ada.email} at ${session.className}` })
      .first();
    await expect(entry).toContainText("Checked a member in");
    await expect(entry).toContainText(signedInStaff.email);
    await expect(entry).toContainText("no-show");
    await expect(entry).toContainText("attended");
    await expectNoAxeViolations();
  });

  test("raises a session's places and moves the waitlist up at once; refuses fewer places than are booked", async ({
    page,
    database,
    signedInStaff,
  }, testInfo) => {
    expect(signedInStaff.email).toBeTruthy();
    const session = await claimSession(database, testInfo, LATER_DAYS);
    await page.goto(sessionPath(session));
    const places = page.getByLabel("Places in this session");
    await places.fill("2");
    await page.getByRole("button", { name: "Save places" }).click();
    await expect(page.getByText(`Places: ${session.capacity} → 2.`)).toBeVisible();

    const members = [];
    for (const name of ["Ada Lovelace", "Ben Okafor", "Chloé Martin"]) members.push(await newMember(database, name));
    await bookAhead(
      database,
      session,
      members.map((member) => member.id),
    );
    await page.reload();
    const waitlist = page.getByRole("region", { name: "Waitlist" });
    await expect(waitlist).toContainText("Chloé Martin");

    await page.getByLabel("Places in this session").fill("3");
    await page.getByRole("button", { name: "Save places" }).click();
    await expect(page.getByText("Places: 2 → 3. Moved up from the waitlist: Chloé Martin.")).toBeVisible();
    await expect(waitlist).toContainText("Nobody is waiting.");
    await expect(page.getByRole("region", { name: "Roster and check-in" })).toContainText(members[2]?.email ?? "?");

    await page.getByLabel("Places in this session").fill("1");
    await page.getByRole("button", { name: "Save places" }).click();
    await expect(page.getByRole("alert")).toHaveText("3 places are booked, so the capacity cannot be lower than 3.");
  });

  test("works a lead: status and note saved with who and when, filtered by status, exported formula-safe", async ({
    page,
    database,
    signedInStaff,
    expectNoAxeViolations,
  }) => {
    const name = `=SUM(${randomUUID().slice(0, 6)})`;
    await saveInquiry(database.db, {
      fullName: name,
      email: "lead@example.com",
      className: gymClasses[0]?.title ?? null,
      comment: "Evenings?",
    });
    await page.goto("/staff/leads");
    await expect(
      page.getByRole("navigation", { name: "Front desk" }).getByRole("link", { name: /Leads \d+ new/ }),
    ).toBeVisible();
    const lead = page.getByRole("article", { name });
    await lead.getByLabel("Status").selectOption("contacted");
    await lead.getByLabel("Note").fill("Called, trial on Friday");
    await waitForHydration(page);
    await lead.getByRole("button", { name: "Save" }).click();
    await expect(lead.getByRole("status")).toHaveText(`Saved: ${name} is contacted.`);
    await expectNoAxeViolations();

    await page.goto("/staff/leads?status=contacted");
    const saved = page.getByRole("article", { name });
    await expect(saved.getByLabel("Note")).toHaveValue("Called, trial on Friday");
    await expect(saved).toContainText(`Last changed by ${signedInStaff.email}`);

    // The export is a form post (it is written to the audit log): the browser downloads its answer.
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^leads-contacted-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), "utf8");
    // Other tests' leads may be in the file too: this one is found by its own (unique) name.
    const row = csv.split("\r\n").find((line) => line.includes(name.slice(1)));
    expect(row).toContain("Called, trial on Friday");
    expect(row?.startsWith(`'${name},`) || row?.includes(`,'${name},`)).toBe(true);
  });

  test("finds a member and shows their bookings, attendance and late cancellations", async ({
    page,
    database,
    signedInStaff,
    expectNoAxeViolations,
  }, testInfo) => {
    expect(signedInStaff.email).toBeTruthy();
    const session = await claimSession(database, testInfo, PAST_DAYS);
    const member = await newMember(database, `Zed ${randomUUID().slice(0, 6)}`);
    await bookAhead(database, session, [member.id]);

    await page.goto("/staff/members");
    await page.getByLabel("Name, e-mail or phone").fill(member.name.slice(2).toUpperCase());
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("heading", { name: /1 match for/ })).toBeVisible();
    await expectNoAxeViolations();
    await page.getByRole("link", { name: member.name }).click();
    await expect(page.getByRole("heading", { level: 1, name: member.name })).toBeVisible();
    const past = page.getByRole("region", { name: "Past sessions" });
    await expect(past.getByRole("listitem")).toContainText(["No-show"]);
    await expect(past.getByRole("link", { name: session.className })).toHaveAttribute("href", sessionPath(session));
    await expectNoAxeViolations();
  });

  test("lets an owner give and take staff access, never to the demo member account", async ({
    page,
    database,
    signedInOwner,
    expectNoAxeViolations,
  }) => {
    expect(signedInOwner.email).toBeTruthy();
    const coach = await newMember(database, "Coach Carter");
    await page.goto("/staff/team");
    await page.getByLabel("E-mail of their member account").fill(coach.email);
    await page.getByRole("button", { name: "Make staff" }).click();
    await expect(page.getByRole("status")).toHaveText(`${coach.email} is now staff.`);
    await expect(page.getByRole("listitem").filter({ hasText: coach.email })).toContainText("Staff");
    await expectNoAxeViolations();

    await page.getByRole("button", { name: `Take staff access away from ${coach.email}` }).click();
    await expect(page.getByRole("status")).toHaveText(`${coach.email} no longer has staff access.`);

    await page.getByLabel("E-mail of their member account").fill("demo@ironpeak.example");
    await page.getByRole("button", { name: "Make staff" }).click();
    await expect(page.getByRole("alert")).toContainText("is the demo member account");

    // A coach teaches as a trainer of the timetable, chosen here.
    const trainer = currentSchedule().trainers.find((candidate) => !candidate.retired);
    if (!trainer) throw new Error("no trainer teaches");
    await page.getByLabel("E-mail of the coach's member account").fill(coach.email);
    await page.getByLabel("They teach as").selectOption({ label: trainer.name });
    await page.getByRole("button", { name: "Make coach" }).click();
    await expect(page.getByRole("status")).toHaveText(`${coach.email} is now a coach (teaching as ${trainer.name}).`);
    await expect(page.getByRole("listitem").filter({ hasText: coach.email })).toContainText(
      `Teaches as ${trainer.name}`,
    );
    await page.getByRole("button", { name: `Take coach access away from ${coach.email}` }).click();
    await expect(page.getByRole("status")).toHaveText(`${coach.email} no longer has coach access.`);
  });
});

test.describe("The front desk without JavaScript", { tag: "@flow" }, () => {
  test.use({ javaScriptEnabled: false });

  test("checks a member in with a plain form post", async ({ page, database, signedInStaff }, testInfo) => {
    expect(signedInStaff.email).toBeTruthy();
    const session = await claimSession(database, testInfo, PAST_DAYS);
    const ada = await newMember(database, "Ada Lovelace");
    await bookAhead(database, session, [ada.id]);
    await page.goto(sessionPath(session));
    await checkIn(page, ada.name).getByRole("button", { name: "Attended" }).click();
    await expect(page.getByText(`${ada.name}: attended.`)).toBeVisible();
    await expect(checkIn(page, ada.name).getByRole("button", { name: "Attended" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("changes a lead's status with a plain form post", async ({ page, database, signedInStaff }) => {
    expect(signedInStaff.email).toBeTruthy();
    const name = `Nojs ${randomUUID().slice(0, 6)}`;
    await saveInquiry(database.db, { fullName: name, email: "nojs@example.com", className: null, comment: "" });
    await page.goto("/staff/leads");
    const lead = page.getByRole("article", { name });
    await lead.getByLabel("Status").selectOption("joined");
    await lead.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("article", { name })).toContainText(`Saved: ${name} is joined.`);
    await expect(page.getByRole("article", { name }).getByLabel("Status")).toHaveValue("joined");
  });

  test("cancels a session with a reason: its members lose their places and are e-mailed why, the schedule says why", async ({
    page,
    database,
    signedInStaff,
  }, testInfo) => {
    expect(signedInStaff.email).toBeTruthy();
    const session = await claimSession(database, testInfo, LATER_DAYS);
    const ada = await newMember(database, "Ada Lovelace");
    await bookAhead(database, session, [ada.id]);
    const reason = `Coach is ill ${randomUUID().slice(0, 4)}`;

    await page.goto(sessionPath(session));
    await page.getByText("Cancel this session…").click();
    await page.getByLabel("Reason, shown on the public schedule").fill(reason);
    await page.getByRole("button", { name: "Cancel the session" }).click();
    await expect(
      page.getByText("The session is cancelled. 1 member lost their place. Each is being e-mailed the reason."),
    ).toBeVisible();
    const lost = page.getByRole("region", { name: "Who lost a place" });
    await expect(lost.getByRole("link", { name: ada.email })).toHaveAttribute("href", `mailto:${ada.email}`);
    const notice = await heldMail(
      ada.email,
      mailCopy.sessionCancelledByGym.subject(session.className, dayLabel(session.localDate)),
    );
    expect(notice.text).toContain(reason);

    await page.goto(`/schedule/${session.weekday}?week=1`);
    const row = page.getByRole("row").filter({ hasText: formatTimeRange(session.start, session.end) });
    await expect(row).toContainText(`Cancelled: ${reason}`);
  });
});

test.describe("The front desk refuses", { tag: "@flow" }, () => {
  test("a member, with a page that says it is for staff", async ({ page, signedInUser }) => {
    expect(signedInUser.email).toBeTruthy();
    const response = await page.goto("/staff/leads");
    expect(response?.status()).toBe(403);
    await expect(page.getByText("403 Forbidden")).toBeVisible();
    await expect(page.getByText(/This page is for the gym's staff/)).toBeVisible();
  });

  test("a visitor, who signs in and comes back to the page", async ({ page, signedInStaff }) => {
    await page.context().clearCookies();
    await page.goto("/staff/audit");
    await expect(page).toHaveURL(/\/login\?next=%2Fstaff%2Faudit$/);
    await waitForHydration(page);
    await page.getByLabel("Email").fill(signedInStaff.email);
    await page.getByLabel("Password").fill(signedInStaff.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  });
});
