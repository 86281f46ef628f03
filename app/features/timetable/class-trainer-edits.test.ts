import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { trainerPortraits } from "#app/content/trainers.ts";
import { bookingMailer } from "#app/features/booking/booking-mail.server.ts";
import { bookSession } from "#app/features/booking/bookings.server.ts";
import { createMembers } from "#app/features/booking/test-support.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import { addClass, changeClass, retireClass } from "./class-edits.server.ts";
import { currentSchedule } from "./current-schedule.ts";
import { teamMembers } from "./public-pages.server.ts";
import { classPictures } from "./schedule.ts";
import { findSession } from "./sessions.server.ts";
import { addSlot } from "./slot-edits.server.ts";
import { NEXT_MONDAY, NEXT_WEDNESDAY, NOW, refusal, TODAY, testActor, testMail, useSchedule } from "./test-support.ts";
import { activeClasses, classBySlug } from "./timetable.ts";
import { addTrainer, changeTrainer, retireTrainer } from "./trainer-edits.server.ts";

const actor = testActor;
const mail = testMail;
const picture = classPictures()[0]?.name ?? "";

describe.each(databaseKinds)("the classes and trainers as staff keep them, on %s", (kind) => {
  let fresh: FreshDatabase;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
    await useSchedule(fresh.database);
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  const context = { actor, now: NOW, notify: bookingMailer(mail) };

  it("adds a class with its picture, description, trainer and places, which a slot can then put on the timetable", async () => {
    const fields = {
      title: "Kettlebell Flow",
      description: "Swings and snatches.",
      picture,
      trainerId: "cy-park",
      capacity: 8,
    };
    const { result } = await addClass(fresh.database, fields, context);
    expect(result.slug).toBe("kettlebell-flow");
    expect(classBySlug("kettlebell-flow")).toMatchObject({ title: "Kettlebell Flow", trainer: "Cy Park" });
    expect(
      activeClasses()
        .map((gymClass) => gymClass.slug)
        .at(-1),
    ).toBe("kettlebell-flow");
    await addSlot(
      fresh.database,
      { classSlug: "kettlebell-flow", weekday: "monday", start: "17:00", end: "18:00", effectiveFrom: TODAY },
      context,
    );
    expect(findSession(`kettlebell-flow-${NEXT_MONDAY}-1700`)).toMatchObject({ capacity: 8, trainer: "Cy Park" });
    expect(await refusal(addClass(fresh.database, { ...fields, title: "kettlebell flow" }, context))).toBe(
      "NAME_TAKEN",
    );
    expect(
      await refusal(addClass(fresh.database, { ...fields, title: "Row", picture: "no-such-picture" }, context)),
    ).toBe("INVALID_INPUT");
  });

  it("changes a class from its current version, and refuses a stale one", async () => {
    await changeClass(fresh.database, "spin", { version: 1, title: "Spin Studio" }, context);
    expect(findSession(`spin-${NEXT_MONDAY}-0900`)?.className).toBe("Spin Studio");
    expect(await refusal(changeClass(fresh.database, "spin", { version: 1, capacity: 9 }, context))).toBe(
      "STALE_VERSION",
    );
  });

  it("retires a class from a date on: gone from the classes, its later sessions cancelled with their members told, its history kept", async () => {
    const [member = ""] = await createMembers(fresh.database, 1);
    await bookSession(fresh.database, { userId: member, sessionId: `spin-${NEXT_MONDAY}-0900`, now: NOW });
    const { consequences } = await retireClass(
      fresh.database,
      "spin",
      { version: 1, effectiveFrom: "2026-11-26" },
      context,
    );
    expect(consequences.cancelledBookings).toBe(1);
    expect(classBySlug("spin")).toBeUndefined();
    expect(activeClasses().map((gymClass) => gymClass.slug)).toEqual(["lift", "yoga"]);
    // Before the retirement it still runs; after, its booked session is found, cancelled.
    expect(findSession(`spin-${NEXT_WEDNESDAY}-0900`)?.source.kind).toBe("weekly");
    expect(findSession(`spin-${NEXT_MONDAY}-0900`)?.source.kind).toBe("removed");
    expect(await refusal(retireClass(fresh.database, "lift", { version: 1, effectiveFrom: TODAY }, context))).toBe(
      "INVALID_INPUT",
    );
  });

  it("adds a trainer, whose portrait puts them in the team section, and changes them by version", async () => {
    const portrait = trainerPortraits[0] ?? null;
    await addTrainer(fresh.database, { name: "Dee Fox", job: "Strength Coach", portrait }, context);
    expect(teamMembers().map((member) => member.name)).toEqual(["Dee Fox"]);
    await changeTrainer(fresh.database, "dee-fox", { version: 1, job: "Head Coach" }, context);
    expect(teamMembers()).toMatchObject([{ name: "Dee Fox", job: "Head Coach" }]);
    expect(await refusal(changeTrainer(fresh.database, "dee-fox", { version: 1, portrait: null }, context))).toBe(
      "STALE_VERSION",
    );
    expect(await refusal(addTrainer(fresh.database, { name: "dee fox", job: "x", portrait: null }, context))).toBe(
      "NAME_TAKEN",
    );
  });

  it("retires a trainer only once they teach nothing, saying what they still teach", async () => {
    const refused = retireTrainer(fresh.database, "ben-ortiz", { version: 1 }, context);
    await expect(refused).rejects.toThrow("Ben Ortiz still teaches weekly Lift, Lift as its usual trainer");
    await retireClass(fresh.database, "lift", { version: 1, effectiveFrom: "2026-11-25" }, context);
    expect(await refusal(retireTrainer(fresh.database, "ben-ortiz", { version: 1 }, context))).toBe("accepted");
    expect(currentSchedule().trainerById.get("ben-ortiz")?.retired).toBe(true);
  });
});
