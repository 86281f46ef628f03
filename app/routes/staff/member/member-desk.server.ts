import { readMemberDetails } from "#app/features/accounts/member-details.server.ts";
import { detailsFromForm } from "#app/features/accounts/member-details.ts";
import { bookableSessions } from "#app/features/staff/bookable-sessions.server.ts";
import { bookMemberAtDesk, deskBookingMessage } from "#app/features/staff/desk-bookings.server.ts";
import { StaffRefused } from "#app/features/staff/errors.ts";
import { STAFF_LIMITS } from "#app/features/staff/limits.ts";
import { changeMemberDetails, memberNote } from "#app/features/staff/member-notes.server.ts";
import { field, outcomeOf, type StaffOutcome } from "#app/features/staff/outcome.server.ts";
import type { StaffMember } from "#app/features/staff/roles.server.ts";
import { localDateTimeLabel } from "#app/features/timetable/sessions.server.ts";
import { hasControlCharactersBesidesLines } from "#app/platform/security/control-characters.ts";
import type { Services } from "#app/services.server.ts";

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
    // Named like every other "who changed it", so the demo account's view masks it.
    noteChange: note
      ? { updatedBy: note.updatedBy, updatedLabel: localDateTimeLabel(Date.parse(note.updatedAt)) }
      : null,
    noteMax: STAFF_LIMITS.memberNoteMax,
    sessions: bookableSessions(now),
  };
}

/** The answer to the details form; on a refusal what was typed, so nothing is lost. */
export interface MemberDeskOutcome extends StaffOutcome {
  typed?: Record<string, string>;
}

/** The record's desk forms (features/staff/intents.ts): the member's details, booking them in. */
export async function memberDeskIntent(
  intent: "update-details" | "book-session",
  form: FormData,
  memberId: string,
  staff: StaffMember,
  services: Services,
) {
  const actor = { id: staff.id, label: staff.email, role: staff.role };
  if (intent === "book-session") {
    return outcomeOf<StaffOutcome>(
      async () => {
        const booking = await bookMemberAtDesk(services.database, services.mail, {
          memberId,
          sessionId: field(form, "sessionId", 100),
          actor,
        });
        return { tone: "success", message: deskBookingMessage(booking), subject: "book" };
      },
      { subject: "book" },
    );
  }
  const note = field(form, "note", STAFF_LIMITS.memberNoteMax + 1)
    .replace(/\r\n/g, "\n")
    .trim();
  const parsed = detailsFromForm(form);
  const typed = parsed.ok ? undefined : { ...parsed.typed, note };
  return outcomeOf<MemberDeskOutcome>(
    async () => {
      if (!parsed.ok) throw new StaffRefused("INVALID_INPUT", parsed.message);
      if (note.length > STAFF_LIMITS.memberNoteMax) {
        throw new StaffRefused("INVALID_INPUT", `Keep the note under ${STAFF_LIMITS.memberNoteMax + 1} characters.`);
      }
      if (hasControlCharactersBesidesLines(note)) {
        throw new StaffRefused("INVALID_INPUT", "Type the note again without special characters.");
      }
      const { changed } = await changeMemberDetails(services.database, {
        memberId,
        details: parsed.details,
        note,
        actor,
      });
      return {
        tone: "success",
        message: changed ? "Details saved." : "Nothing to save: no change.",
        subject: "details",
      };
    },
    { subject: "details", ...(typed ? { refused: { typed } } : {}) },
  );
}
