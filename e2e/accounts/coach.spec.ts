import { terms } from "#app/content/terms.ts";
import { acceptTerms } from "#app/features/attendance/terms.server.ts";
import { COMMAND_LINE } from "#app/features/staff/audit.server.ts";
import { setRole } from "#app/features/staff/roles.server.ts";
import { type ClassSession, dayLabel, gymToday, sessionsBetween } from "#app/features/timetable/sessions.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { ownServer, shiftedClock, signInOn, signUpOn } from "#e2e/payments/support.ts";
import { expect, test, waitForHydration } from "#e2e/support/fixtures.ts";
import type { RunningServer } from "#tests/support/server-process.ts";
import { bookAhead, newMember } from "./staff-support.ts";

const HOUR = 60 * 60 * 1000;

/**
 * A coach on a server of the spec's own whose clock stands 10 minutes into a class they
 * teach (tests/support/test-clock.ts), so its check-in is open whenever the spec runs.
 */
let server: RunningServer;
let database: Database;
let taught: ClassSession;

test.beforeAll(async () => {
  const coming = sessionsBetween(gymToday(), gymToday().add({ days: 6 }));
  const first = coming.find((session) => Date.parse(session.startsAtUtc) > clock.millis() + HOUR);
  if (!first) throw new Error("the timetable has no class in the coming days");
  taught = first;
  ({ server, database } = await ownServer(
    shiftedClock(Date.parse(taught.startsAtUtc) + 10 * 60 * 1000 - clock.millis()),
  ));
});
test.afterAll(async () => {
  await database?.close();
  await server?.stop();
});

test(
  "a coach signs in, sees the day's classes they teach, and checks a member in, health flag in view",
  { tag: "@flow" },
  async ({ page, expectNoAxeViolations }, testInfo) => {
    const coach = await signUpOn(page, server.origin, `coach-${testInfo.project.name}`);
    await setRole(database, {
      email: coach.email,
      role: "coach",
      trainer: taught.trainerId,
      actor: COMMAND_LINE,
      demoAccounts: {},
      from: "command line",
    });
    const [ada, ben] = [await newMember(database, "Ada Lovelace"), await newMember(database, "Ben Okafor")];
    await acceptTerms(database, {
      userId: ada.id,
      version: terms.version,
      answers: Object.fromEntries(terms.questions.map((question, index) => [question.id, index === 0])),
    });
    await bookAhead(database, taught, [ada.id, ben.id]);
    await signInOn(page, server.origin, coach);

    await page.goto(`${server.origin}/`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Account" }).click();
    await page.getByRole("link", { name: "My sessions" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My sessions" })).toBeVisible();
    const today = page.getByRole("region", { name: new RegExp(dayLabel(taught.localDate)) });
    await expectNoAxeViolations();
    await today.getByRole("link", { name: taught.className }).first().click();

    await expect(page.getByRole("heading", { level: 1, name: taught.className })).toBeVisible();
    await expect(page.getByText("1 with a health flag", { exact: false })).toBeVisible();
    const adaRow = page.getByRole("listitem").filter({ hasText: ada.name });
    await expect(adaRow.getByText("Health flag: talk to them before they train")).toBeVisible();
    await waitForHydration(page);
    const checkIn = page.getByRole("group", { name: `Check-in: ${ada.name}` });
    await checkIn.getByRole("button", { name: "Attended" }).click();
    await expect(page.getByRole("status").filter({ hasText: `${ada.name}: attended.` })).toBeVisible();
    await expect(checkIn.getByRole("button", { name: "Attended" })).toHaveAttribute("aria-pressed", "true");
    await expectNoAxeViolations();

    // The rest of the desk is not theirs.
    const desk = await page.request.get(`${server.origin}/staff`);
    expect(desk.status()).toBe(403);
  },
);
