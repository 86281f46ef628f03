import { currentSchedule } from "#app/features/timetable/current-schedule.ts";
import { dayLabel, localDateTimeLabel, parseLocalDate } from "#app/features/timetable/sessions.server.ts";
import type { AuditEntry } from "./audit.server.ts";
import { type AuditChangeLine, type AuditNames, actionLabel, describeChange } from "./audit-format.ts";

/** An audit entry as the console shows it: when (where the gym is), who, what, about what, and what changed. */
export interface AuditEntryView {
  seq: number;
  at: string;
  when: string;
  actor: string;
  what: string;
  subject: string;
  /** The console page of the subject, where it has one. */
  subjectHref: string | null;
  changes: AuditChangeLine[];
}

function subjectHref(entry: AuditEntry): string | null {
  if (entry.subject.type === "session") return `/staff/sessions/${entry.subject.id}`;
  // A deleted account's entries keep no id (decision 0145): there is no page to go to.
  if (entry.subject.type === "account") return entry.subject.id ? `/staff/members/${entry.subject.id}` : null;
  if (entry.subject.type === "lead" || entry.subject.type === "leads") return "/staff/leads";
  if (entry.subject.type === "slot") return `/staff/timetable/slots/${entry.subject.id}`;
  if (entry.subject.type === "class") return `/staff/timetable/classes/${entry.subject.id}`;
  if (entry.subject.type === "trainer") return `/staff/timetable/trainers/${entry.subject.id}`;
  if (entry.subject.type === "closure") return "/staff/timetable/closures";
  if (entry.subject.type === "cash-up") return `/staff/cash-up?date=${entry.subject.id}`;
  if (entry.subject.type === "article") return `/staff/blog/${entry.subject.id}`;
  if (entry.subject.type === "site") return "/staff/site";
  if (entry.subject.type === "picture" || entry.subject.type === "gallery") return "/staff/media";
  if (entry.subject.type === "product") return `/staff/products/${entry.subject.id}`;
  if (entry.subject.type === "offer") return `/staff/offers/${entry.subject.id}`;
  return null;
}

/** Ids in the log read as the schedule names them now (a retired trainer keeps their name there). */
function names(schedule = currentSchedule()): AuditNames {
  return {
    trainer: (id) => schedule.trainerById.get(id)?.name,
    gymClass: (slug) => schedule.classBySlug.get(slug)?.title,
    date: (value) => (parseLocalDate(value) ? dayLabel(value) : value),
  };
}

export function auditEntryView(entry: AuditEntry): AuditEntryView {
  return {
    seq: entry.seq,
    at: entry.at,
    when: localDateTimeLabel(Date.parse(entry.at)),
    actor: entry.actor,
    what: actionLabel(entry.action),
    subject: entry.subject.label,
    subjectHref: subjectHref(entry),
    changes: describeChange(entry.before, entry.after, names()),
  };
}
