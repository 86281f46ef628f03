import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { gymClasses } from "#app/content/classes.ts";
import { timetable } from "#app/content/timetable.ts";
import { openDatabase } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { databaseKinds, type FreshDatabase, freshDatabase, freshPostgresDatabase } from "#tests/support/databases.ts";
import { migrateLikeTheServer } from "#tests/support/migrate.ts";
import { sampleScheduleData } from "./sample-schedule.ts";
import { importSampleSchedule } from "./schedule-import.server.ts";
import { loadSchedule, loadScheduleData } from "./schedule-store.server.ts";
import { changeSlot } from "./slot-edits.server.ts";

describe.each(databaseKinds)("a new gym's first start, on %s", (kind) => {
  let fresh: FreshDatabase;
  beforeEach(async () => {
    fresh = await freshDatabase(kind);
  });
  afterEach(async () => {
    await fresh.dispose();
  });

  it("gives an empty database the sample schedule of app/content: every class, coach and weekly slot", async () => {
    const schedule = await loadSchedule(fresh.database);
    const sample = sampleScheduleData();
    expect(schedule.version).toBe(sample.version);
    expect(schedule.classes.map((gymClass) => gymClass.title)).toEqual(gymClasses.map((gymClass) => gymClass.title));
    expect(schedule.slots.map((slot) => slot.id).sort()).toEqual(sample.slots.map((slot) => slot.id).sort());
    expect(schedule.slots).toHaveLength(timetable.length);
    expect(schedule.trainers.map((trainer) => trainer.name)).toEqual(sample.trainers.map((trainer) => trainer.name));
  });

  it("never overwrites the gym's own schedule: a restart or an upgrade imports nothing again", async () => {
    const [slot] = sampleScheduleData().slots;
    if (!slot) throw new Error("the sample timetable is empty");
    const tomorrow = new Date(clock.millis() + 24 * 60 * 60 * 1000);
    await changeSlot(
      fresh.database,
      slot.id,
      { version: slot.version, effectiveFrom: tomorrow.toISOString().slice(0, 10), changes: { capacity: 7 } },
      { actor: { id: null, label: "test" } },
    );
    const edited = await loadScheduleData(fresh.database.db);
    expect(await importSampleSchedule(fresh.database.db)).toBe(false);
    await migrateLikeTheServer(fresh.database);
    expect(await loadScheduleData(fresh.database.db)).toEqual(edited);
  });
});

describe.runIf(databaseKinds.includes("postgres"))("the sample schedule on an empty PostgreSQL", () => {
  it("is imported once when several servers start together", async () => {
    const { url, dispose } = await freshPostgresDatabase({ empty: true });
    const servers = Array.from({ length: 3 }, () => openDatabase({ kind: "postgres", url, poolSize: 2 }));
    try {
      const imported: boolean[] = [];
      await Promise.all(
        servers.map((database) =>
          migrateLikeTheServer(database, async () => {
            imported.push(await importSampleSchedule(database.db));
          }),
        ),
      );
      expect(imported.sort()).toEqual([false, false, true]);
      const first = servers[0];
      if (!first) throw new Error("no server");
      expect(await first.db.selectFrom("schedule_state").selectAll().execute()).toHaveLength(1);
      expect(await first.db.selectFrom("timetable_slots").select("id").execute()).toHaveLength(timetable.length);
    } finally {
      await Promise.all(servers.map((database) => database.close()));
      await dispose();
    }
  });
});
