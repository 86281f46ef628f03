/**
 * Why a change to the site's details was refused: a stable code for the JSON API, a sentence
 * for the owner in /staff/site (what is wrong and what to do), and an HTTP status.
 */
const STATUS = {
  INVALID_INPUT: 400,
  /** Only an owner changes the site's details; staff may look. */
  OWNERS_ONLY: 403,
  /** Someone else saved the details since the form or the script read them. */
  STALE_VERSION: 409,
  /** The new hours would leave classes of the timetable outside them. */
  OUTSIDE_OPENING_HOURS: 409,
} as const;

export type SiteRefusalCode = keyof typeof STATUS;

export class SiteRefused extends Error {
  override name = "SiteRefused";
  readonly code: SiteRefusalCode;
  readonly status: number;

  constructor(code: SiteRefusalCode, message: string) {
    super(message);
    this.code = code;
    this.status = STATUS[code];
  }
}
