import { z } from "zod";
import { readMemberDetails } from "#app/features/accounts/member-details.server.ts";
import { detailsAsTyped, detailsFromForm } from "#app/features/accounts/member-details.ts";
import { bookableSessions } from "#app/features/staff/bookable-sessions.server.ts";
import { bookMemberAtDesk, deskBookingMessage } from "#app/features/staff/desk-bookings.server.ts";
import { StaffRefused } from "#app/features/staff/errors.ts";
import { STAFF_LIMITS } from "#app/features/staff/limits.ts";
import { changeMemberDetails, memberNote } from "#app/features/staff/member-notes.server.ts";
import { field, outcomeOf, type StaffOutcome } from "#app/features/staff/outcome.server.ts";
import type { StaffMember } from "#app/features/staff/roles.server.ts";
import { localDateTimeLabel } from "#app/features/timetable/sessions.server.ts";
import { wholeNumber } from "#app/platform/http/whole-number.ts";
import { hasControlCharactersBesidesLines } from "#app/platform/security/control-characters.ts";
import type { Services } from "#app/services.server.ts";

/** Who changed it when, named like every other "who changed it", so the demo account's view masks it. */
const changeLine = (change: { by: string; at: string }) => ({
  updatedBy: change.by,
  updatedLabel: localDateTimeLabel(Date.parse(change.at)),
});

/** The desk's part of a member's record: their details with its private note, and a session to book them into. */
export async function loadMemberDesk(memberId: string, services: Pick<Services, "database">, now: Date) {
  const [details, note] = await Promise.all([
    readMemberDetails(services.database.db, memberId),
    memberNote(services.database, memberId),
  ]);
  return {
    details: {
      name: details?.name ?? "",
      phone: details?.phone ?? null,
      emergencyContact: details?.emergencyContact ?? null,
    },
    note: note?.note ?? "",
    /** What the form was made from, sent back with a change so that a stale one is refused. */
    versions: { details: details?.version ?? 0, note: note?.version ?? 0 },
    detailsChange: details?.lastChange
      ? { ...changeLine(details.lastChange), byMember: details.lastChange.byId === memberId }
      : null,
    noteChange: note ? changeLine({ by: note.updatedBy, at: note.updatedAt }) : null,
    noteMax: STAFF_LIMITS.memberNoteMax,
    sessions: bookableSessions(now),
  };
}

/**
 * The answer to the details form. Refused as typed: `typed`, shown in the form again with
 * the versions it was made from. Refused because someone changed the record meanwhile:
 * `unsaved`, what this desk had, shown beside the form that now holds what is saved.
 */
export interface MemberDeskOutcome extends StaffOutcome {
  typed?: Record<string, string>;
  unsaved?: Record<string, string>;
}

const OUT_OF_DATE =
  "The form was out of date, so nothing was saved. It shows the details as they are now, with your version below it: re-apply what still applies and save again.";
const versionsSchema = z.object({ details: wholeNumber(), note: wholeNumber() });

function noteProblem(note: string): string | null {
  if (note.length > STAFF_LIMITS.memberNoteMax)
    return `Keep the note under ${STAFF_LIMITS.memberNoteMax + 1} characters.`;
  if (hasControlCharactersBesidesLines(note)) return "Type the note again without special characters.";
  return null;
}

/** The details form: the member's details and the private note, from the versions the form was made from. */
async function updateDetails(form: FormData, memberId: string, staff: StaffMember, services: Services) {
  const note = field(form, "note", STAFF_LIMITS.memberNoteMax + 1)
    .replace(/\r\n/g, "\n")
    .trim();
  const sent = { version: field(form, "version", 10), noteVersion: field(form, "noteVersion", 10) };
  const parsed = detailsFromForm(form);
  const problem = parsed.ok ? noteProblem(note) : parsed.message;
  if (!parsed.ok || problem) {
    return outcomeOf<MemberDeskOutcome>(() => Promise.reject(new StaffRefused("INVALID_INPUT", problem ?? "")), {
      subject: "details",
      refused: { typed: { ...parsed.typed, note, ...sent } },
    });
  }
  return outcomeOf<MemberDeskOutcome>(
    async () => {
      const versions = versionsSchema.safeParse({ details: sent.version, note: sent.noteVersion });
      // Refused as a change meanwhile would be: the page is read again and what was typed kept.
      if (!versions.success) throw new StaffRefused("DETAILS_CHANGED", OUT_OF_DATE);
      const { changed } = await changeMemberDetails(services.database, {
        memberId,
        details: parsed.details,
        note,
        versions: versions.data,
        actor: { id: staff.id, label: staff.email },
      });
      return {
        tone: "success",
        message: changed ? "Details saved." : "Nothing to save: no change.",
        subject: "details",
      };
    },
    { subject: "details", refused: { unsaved: { ...detailsAsTyped(parsed.details), note } } },
  );
}

/** The record's desk forms (features/staff/intents.ts): the member's details, booking them in. */
export async function memberDeskIntent(
  intent: "update-details" | "book-session",
  form: FormData,
  memberId: string,
  staff: StaffMember,
  services: Services,
) {
  if (intent === "update-details") return updateDetails(form, memberId, staff, services);
  return outcomeOf<StaffOutcome>(
    async () => {
      const booking = await bookMemberAtDesk(services.database, services.mail, {
        memberId,
        sessionId: field(form, "sessionId", 100),
        actor: { id: staff.id, label: staff.email, role: staff.role },
      });
      return { tone: "success", message: deskBookingMessage(booking), subject: "book" };
    },
    { subject: "book" },
  );
}
