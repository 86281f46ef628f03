/** An account that teaches (migration 0160, decision 0185): it sees the sessions of one trainer of the timetable. */
export interface CoachAccountsTable {
  /** better-auth's user id. */
  user_id: string;
  /** The trainer of the timetable whose sessions (their own and those they cover) the coach sees. */
  trainer_id: string;
  granted_at: string;
  /** Who granted it: a staff e-mail or "command line". */
  granted_by: string;
}
