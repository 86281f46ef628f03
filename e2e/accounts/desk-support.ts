import { randomInt } from "node:crypto";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { newSessionRow } from "#app/features/booking/booking-rows.server.ts";
import { bookingWindow } from "#app/features/booking/rules.ts";
import { type ClassSession, gymToday, sessionsBetween } from "#app/features/timetable/sessions.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { standContextAtTestNow } from "#e2e/support/fixtures.ts";
import { bookAhead, newMember } from "./staff-support.ts";

/** Room to walk a flow before the session starts and booking closes. */
const MARGIN_MS = 45 * 60 * 1000;

/**
 * A full session of the test's own that the desk can book into now: one place, taken. The
 * desk books only while booking is open (from 7 days before the start to the start), and
 * booking.spec claims the sessions two to six days ahead by their empty places, so these
 * come from tomorrow, and from today's weekday: its sessions still to come today and those
 * a week on whose booking has opened (one of the two for every slot of the day).
 */
export async function claimFullSession(
  database: Database,
  testInfo: TestInfo,
): Promise<{ session: ClassSession; holder: { id: string; name: string; email: string } }> {
  const now = clock.millis();
  const today = gymToday();
  const candidates = [1, 0, 7]
    .flatMap((offset) => sessionsBetween(today.add({ days: offset }), today.add({ days: offset })))
    .filter((session) => {
      const window = bookingWindow(session.startsAtUtc);
      return now >= window.opensAt && now < window.startsAt - MARGIN_MS;
    });
  const start = testInfo.project.name === "phone" ? 0 : randomInt(0, Math.max(1, candidates.length));
  for (let step = 0; step < candidates.length; step++) {
    const session = candidates[(start + step) % candidates.length];
    if (!session) continue;
    const claimed = await database.db
      .insertInto("class_sessions")
      .values({ ...newSessionRow(session, clock.now()), capacity: 1 })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) continue;
    const holder = await newMember(database, "Hana Holder");
    await bookAhead(database, session, [holder.id]);
    return { session, holder };
  }
  throw new Error("no bookable session left to claim");
}

/** 390 px for the phone project; the desk's tablet, 1024 px, for the others. */
export async function deskViewport(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.project.name !== "phone") await page.setViewportSize({ width: 1024, height: 900 });
}

/** A browser of the member's own, as on their phone at home, from an address of its own. */
export async function memberBrowser(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({
    javaScriptEnabled,
    extraHTTPHeaders: { "x-forwarded-for": `192.0.2.${randomInt(1, 255)}` },
  });
  await standContextAtTestNow(context);
  return { context, page: await context.newPage() };
}
