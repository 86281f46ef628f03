/**
 * A session's one iCalendar UID, wherever it is sent: the booking e-mail's attachment, the
 * public timetable feed and the member's private feed. A calendar that receives the same
 * session from two of them shows one event, updated, not two.
 */
export function sessionEventUid(sessionId: string, origin: string): string {
  return `session-${sessionId}@${new URL(origin).host}`;
}
