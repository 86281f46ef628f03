import type { Member } from "./member.server.ts";

/**
 * Who a session token signs in, for the pages a crowd opens at once, read from the
 * database at most SESSION_READ_FRESH_MS ago (decision 0229). A member's page view costs a
 * handful of short queries; this was one of them on every view. What this server changes
 * counts at once: a session it deletes (a sign-out, a revocation, a deleted account) or a
 * member it updates is forgotten here, and a reading under way when that happened is not
 * kept. What another server sharing the database changes counts within the bound, as the
 * places on the pages do (decision 0175). Tokens stay in memory; nothing here logs them.
 */
export const SESSION_READ_FRESH_MS = 1_000;

/** Tokens kept; beyond this many the oldest is dropped. */
const MAX_READINGS = 20_000;

export interface SessionReading {
  member: Member;
  /** When the session expires (ms since the epoch): checked on every use. */
  expiresAt: number;
}

interface Kept {
  /** performance.now() when its query was sent. */
  readAt: number;
  reading: SessionReading | null;
}

const readings = new Map<string, Kept>();
/** Moves whenever something is forgotten: a reading that began before it is not kept. */
let forgettings = 0;

/** The reading of `token`, from `read` unless one is at most SESSION_READ_FRESH_MS old. */
export async function sessionReading(
  token: string,
  read: (token: string) => Promise<SessionReading | null>,
): Promise<SessionReading | null> {
  const kept = readings.get(token);
  if (kept && performance.now() - kept.readAt <= SESSION_READ_FRESH_MS) return kept.reading;
  const readAt = performance.now();
  const seen = forgettings;
  const reading = await read(token);
  if (seen === forgettings) {
    readings.delete(token);
    if (readings.size >= MAX_READINGS) readings.delete(readings.keys().next().value as string);
    readings.set(token, { readAt, reading });
  }
  return reading;
}

/** A session deleted here (a sign-out, a revocation): its token signs nobody in from now on. */
export function forgetSession(token: string): void {
  forgettings++;
  readings.delete(token);
}

/** A member updated or deleted here: their sessions are read again at their next use. */
export function forgetMember(userId: string): void {
  forgettings++;
  for (const [token, kept] of readings) if (kept.reading?.member.id === userId) readings.delete(token);
}
