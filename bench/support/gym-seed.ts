/**
 * A gym with a history, written straight into the tables for the reports benchmark: members
 * joining and drifting off over the weeks, a full timetable of sessions with bookings,
 * waitlists, cancellations and check-ins, leads, sales, refunds and memberships. The
 * random numbers are seeded, so the same size gives the same gym. Rows are inserted in
 * batches of hundreds, a few thousand per transaction.
 */
import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import { Temporal } from "temporal-polyfill";
import { gymClasses } from "#app/content/classes.ts";
import { site } from "#app/content/site.ts";
import { timetable } from "#app/content/timetable.ts";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import type { BookingsTable, ClassSessionsTable } from "#app/platform/data/tables.ts";

export interface GymSize {
  members: number;
  sessionsPerWeek: number;
  weeks: number;
  leadsPerWeek: number;
}

const DAY = 24 * 60 * 60 * 1000;

/** mulberry32: small, fast, and the same sequence for the same seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

async function insertAll<T>(database: Database, table: string, rows: T[], columns: number): Promise<void> {
  const batch = Math.floor(8000 / columns);
  const perTransaction = batch * 10;
  for (let start = 0; start < rows.length; start += perTransaction) {
    const chunk = rows.slice(start, start + perTransaction);
    await database.writeTransaction(async (trx) => {
      for (let at = 0; at < chunk.length; at += batch) {
        await trx
          .insertInto(table as never)
          .values(chunk.slice(at, at + batch) as never)
          .execute();
      }
    });
  }
}

interface Slot {
  classSlug: string;
  weekday: number;
  start: string;
  capacity: number;
  popularity: number;
}

/** The content's timetable first, then more classes at other hours until the week has `count` sessions. */
function weeklySlots(count: number, next: () => number): Slot[] {
  const weekdayNumber = (name: string) =>
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].indexOf(name) + 1;
  const slots: Slot[] = timetable.map((entry) => ({
    classSlug: entry.classSlug,
    weekday: weekdayNumber(entry.weekday),
    start: entry.start,
    capacity: 12,
    popularity: 0.4 + next() * 0.8,
  }));
  const taken = new Set(slots.map((slot) => `${slot.classSlug} ${slot.weekday} ${slot.start}`));
  for (let attempt = 0; slots.length < count && attempt < count * 50; attempt++) {
    const slot: Slot = {
      classSlug: gymClasses[Math.floor(next() * gymClasses.length)]?.slug ?? "fitness",
      weekday: 1 + Math.floor(next() * 7),
      start: `${String(7 + Math.floor(next() * 14)).padStart(2, "0")}:${next() < 0.7 ? "00" : "30"}`,
      capacity: 12 + Math.floor(next() * 13),
      popularity: 0.3 + next() * 0.9,
    };
    const key = `${slot.classSlug} ${slot.weekday} ${slot.start}`;
    if (taken.has(key)) continue;
    taken.add(key);
    slots.push(slot);
  }
  return slots;
}

export interface SeededGym {
  members: number;
  sessions: number;
  bookings: number;
  leads: number;
  sales: number;
  memberships: number;
}

export async function seedGym(
  database: Database,
  size: GymSize,
  now: Date = new Date(),
  seed = 23,
): Promise<SeededGym> {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const today = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(site.timeZone).toPlainDate();
  const firstMonday = today.subtract({ days: today.dayOfWeek - 1, weeks: size.weeks - 1 });
  const historyStart = firstMonday.toZonedDateTime({ timeZone: site.timeZone }).epochMilliseconds;

  // Members: a third were members before the history starts; each stays a while, then (mostly) drifts off.
  const members = Array.from({ length: size.members }, (_, index) => {
    const joined =
      next() < 0.3 ? historyStart - next() * 365 * DAY : historyStart + next() * (now.getTime() - historyStart);
    const stays = next() < 0.25 ? Number.POSITIVE_INFINITY : (30 + next() * 540) * DAY;
    return {
      id: randomUUID(),
      email: `member-${index}@bench.example`,
      joined,
      leaves: joined + stays,
      weekly: 1 + next() * 3,
    };
  });
  const stamp = (ms: number) => (database.kind === "sqlite" ? iso(ms) : new Date(ms));
  await insertAll(
    database,
    "user",
    members.map((member, index) => ({
      id: member.id,
      email: member.email,
      name: `Member ${index + 1}`,
      emailVerified: database.kind === "sqlite" ? 1 : true,
      createdAt: stamp(member.joined),
      updatedAt: stamp(member.joined),
    })),
    6,
  );
  const byJoin = [...members].sort((a, b) => a.joined - b.joined);

  const slots = weeklySlots(size.sessionsPerWeek, next);
  const sessions: Insertable<ClassSessionsTable>[] = [];
  const bookings: BookingsTable[] = [];
  for (let week = 0; week < size.weeks + 1; week++) {
    for (const slot of slots) {
      const date = firstMonday.add({ weeks: week, days: slot.weekday - 1 });
      const starts = date.toZonedDateTime({
        timeZone: site.timeZone,
        plainTime: Temporal.PlainTime.from(slot.start),
      }).epochMilliseconds;
      if (starts > now.getTime() + 7 * DAY) continue;
      const ends = starts + 60 * 60 * 1000;
      const id = `${slot.classSlug}-${date.toString()}-${slot.start.replace(":", "")}`;
      const present = byJoin.filter((member) => member.joined < starts - DAY && member.leaves > starts);
      const wanted = Math.round(slot.capacity * slot.popularity * (0.7 + next() * 0.6));
      const chosen = new Set<(typeof members)[number]>();
      for (let tries = 0; chosen.size < Math.min(wanted + 4, present.length) && tries < 200; tries++)
        chosen.add(pick(present));
      let seq = 0;
      let booked = 0;
      const past = ends <= now.getTime();
      for (const member of chosen) {
        seq++;
        const created = Math.min(starts - 60 * 60 * 1000, starts - next() * 6 * DAY);
        const roll = next();
        let status: BookingsTable["status"] = "booked";
        if (booked >= slot.capacity) status = next() < 0.5 ? "waitlisted" : "left-waitlist";
        else if (roll < 0.06) status = "late-cancelled";
        else if (roll < 0.14) status = "cancelled";
        if (status === "booked") booked++;
        bookings.push({
          id: randomUUID(),
          session_id: id,
          user_id: member.id,
          status,
          seq,
          starts_at: iso(starts),
          ends_at: iso(ends),
          created_at: iso(created),
          updated_at: iso(created),
          promoted_at: status === "booked" && next() < 0.04 ? iso(created + DAY) : null,
          cancelled_at: status === "booked" || status === "waitlisted" ? null : iso(starts - next() * DAY),
          attendance: status === "booked" && past ? (next() < 0.88 ? "attended" : "no-show") : null,
        });
      }
      sessions.push({
        id,
        class_slug: slot.classSlug,
        starts_at: iso(starts),
        ends_at: iso(ends),
        capacity: slot.capacity,
        booked_count: booked,
        last_seq: seq,
        cancelled_at: null,
        cancel_reason: null,
        created_at: iso(starts - 7 * DAY),
      });
    }
  }
  await insertAll(database, "class_sessions", sessions, 10);
  await insertAll(database, "bookings", bookings, 12);

  // Leads: some from members (their own address, in any case), some from strangers.
  const leads = Array.from({ length: size.leadsPerWeek * size.weeks }, () => {
    const received = historyStart + next() * (now.getTime() - historyStart);
    const member = next() < 0.45 ? pick(members) : undefined;
    const email = member
      ? next() < 0.3
        ? member.email.toUpperCase()
        : member.email
      : `lead-${randomUUID()}@bench.example`;
    return {
      id: randomUUID(),
      created_at: iso(member ? Math.min(received, member.joined - next() * 10 * DAY) : received),
      full_name: "Bench lead",
      email,
      class_name: next() < 0.8 ? pick(gymClasses).title : null,
      comment: "",
    };
  });
  await insertAll(database, "contact_inquiries", leads, 6);

  // Money: most members pay a membership every month they stay, the others buy packs now and then.
  const sales: Record<string, unknown>[] = [];
  const membershipRows: Record<string, unknown>[] = [];
  const { memberships: membershipProducts, creditProducts: packs } = currentProducts();
  for (const member of members) {
    const until = Math.min(member.leaves, now.getTime());
    const onMembership = next() < 0.6;
    const plan = pick(membershipProducts);
    let saleId = "";
    for (let at = member.joined; at < until; at += onMembership ? 30.4 * DAY : (20 + next() * 60) * DAY) {
      saleId = randomUUID();
      const product = onMembership ? plan : pick(packs);
      sales.push({
        id: saleId,
        user_id: member.id,
        product_id: product.id,
        method: pick(["cash", "card", "card", "transfer", "stripe"] as const),
        amount: product.price,
        currency: "USD",
        staff_user_id: null,
        created_at: iso(at),
        refunded_at: next() < 0.02 ? iso(at + 2 * DAY) : null,
      });
    }
    if (!onMembership || !saleId) continue;
    const left = member.leaves <= now.getTime();
    membershipRows.push({
      id: randomUUID(),
      user_id: member.id,
      product_id: plan.id,
      sale_id: saleId,
      status: left ? "ended" : next() < 0.05 ? "past_due" : next() < 0.03 ? "paused" : "active",
      classes_per_week: null,
      started_at: iso(member.joined),
      current_period_end: iso(left ? member.leaves : now.getTime() + next() * 30 * DAY),
      updated_at: iso(Math.min(member.leaves, now.getTime())),
    });
  }
  await insertAll(database, "sales", sales, 9);
  await insertAll(database, "memberships", membershipRows, 9);
  return {
    members: members.length,
    sessions: sessions.length,
    bookings: bookings.length,
    leads: leads.length,
    sales: sales.length,
    memberships: membershipRows.length,
  };
}
