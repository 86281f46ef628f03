import { site } from "./site.ts";

/** The owner's reports at /staff/reports: what counts as slipping away, and the e-mail that asks them back. */
export const reportSettings = {
  /** A member whose last visit is this many days ago or more (and who has no class booked) is slipping away. */
  slippingAwayAfterDays: 14,
  /** How many of them the members report lists, the most recent absences first. */
  slippingAwayListed: 50,
  /** A member counts as active when they booked or came in this many days. */
  activeWithinDays: 30,
  /** Renewals, past-due and ending memberships: this many days ahead. */
  membershipsAheadDays: 14,
} as const;

/**
 * The "we miss you" e-mail staff send from the members report. Gym news: it goes only to
 * members who have gym news on, with an unsubscribe link.
 */
export const winBackCopy = {
  subject: `We miss you at ${site.brand}`,
  heading: "We miss you",
  greeting: (name: string) => (name ? `Hi ${name},` : "Hi,"),
  body: (lastClass: string, daysAway: number) =>
    `It's been ${daysAway} days since your last ${lastClass} class. Your spot on the floor is waiting, and the coaches would love to see you back.`,
  invitation: "This week's classes are open for booking:",
  action: "See the schedule",
  reply: "Anything we could do better? Reply to this e-mail: it reaches the front desk.",
  reason: `You get this e-mail because you are a ${site.brand} member with gym news on. Turn it off in your account, or with the unsubscribe link.`,
} as const;
