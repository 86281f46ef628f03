/** Input limits of the schedule's forms and API: the pages (maxLength) and the server (validation) read the same numbers. */
export const TIMETABLE_LIMITS = {
  titleMax: 40,
  descriptionMax: 200,
  nameMax: 60,
  jobMax: 60,
  /** Places one session may have (as the desk's capacity change allows). */
  capacityMax: 200,
  reasonMin: 3,
  reasonMax: 140,
  /** How far ahead a closure, a weekly slot's change or a one-off session may be planned: a typo's year 9999 is refused. */
  aheadYearsMax: 2,
} as const;
