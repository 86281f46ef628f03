import { lastVisits } from "#app/features/booking/last-visits.server.ts";
import { csvCell } from "#app/features/contact/inquiries-format.ts";
import { holdingsOfEveryone } from "#app/features/memberships/member-list-holdings.server.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { type AuditActor, recordStaffAction } from "./audit.server.ts";

/** The member list's columns: who they are and what they hold; never their health answers. */
export const MEMBER_LIST_COLUMNS = ["name", "email", "phone", "membership", "credits", "last_visit"] as const;

/**
 * The desk's member list as CSV: every account but the demo accounts, by name, with their
 * membership, credits left and the date of their last visit (the gym's calendar). Formula-
 * safe cells, as the leads export. Personal data leaving the system: the export is in the
 * audit log, with how many members it held.
 */
export async function exportMemberList(
  database: Database,
  { actor, now = clock.now() }: { actor: AuditActor; now?: Date },
): Promise<{ csv: string; count: number }> {
  const [people, holdings, visits] = await Promise.all([
    database.db
      .selectFrom("user")
      .select(["id", "name", "email", "phone"])
      .where("email", "not in", (eb) => eb.selectFrom("demo_accounts").select("email"))
      .orderBy("name")
      .orderBy("email")
      .execute(),
    holdingsOfEveryone(database, now),
    lastVisits(database),
  ]);
  const lines = [MEMBER_LIST_COLUMNS.join(",")];
  for (const person of people) {
    const held = holdings.get(person.id);
    const last = visits.get(person.id);
    lines.push(
      [
        csvCell(person.name),
        csvCell(person.email),
        csvCell(person.phone ?? null),
        csvCell(held?.membership ?? null),
        String(held?.credits ?? 0),
        last ? gymToday(new Date(last)).toString() : "",
      ].join(","),
    );
  }
  await recordStaffAction(
    database.db,
    {
      actor,
      action: "members.exported",
      subject: { type: "members", id: "all", label: "The member list" },
      before: null,
      after: { members: people.length, format: "csv" },
    },
    now,
  );
  return { csv: `${lines.join("\r\n")}\r\n`, count: people.length };
}
