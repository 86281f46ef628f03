import { site } from "./site.ts";

/**
 * The mail a member may choose to receive or not (in /account, or by the one-click
 * unsubscribe link each such e-mail carries), and the words of the reminder. Receipts,
 * booking confirmations and cancellations, password resets are transactional: always sent.
 */
export const mailCategories = {
  reminders: {
    label: "Class reminders",
    description: "An e-mail the day before each class you booked, with a link to cancel.",
  },
  waitlist: {
    label: "Waitlist news",
    description: "News about classes you are waiting for. Getting a place from the waitlist is always e-mailed.",
  },
  news: {
    label: "Gym news",
    description: `News from ${site.brand}: new classes, events, timetable changes.`,
  },
} as const;

export type MailCategory = keyof typeof mailCategories;

export const reminderCopy = {
  subject: (className: string, dayLabel: string) => `Reminder: ${className}, ${dayLabel}`,
  heading: "See you soon",
  intro: "A reminder of the class you booked. The calendar file attached adds it to your calendar.",
  freeCancellation: "Free cancellation until",
  cancelHint: "Can't make it? Cancel your place with one click, so the next person on the waitlist gets it:",
  action: "Cancel my place",
  reason: `You get this e-mail because you booked a class with your ${site.brand} member account and have class reminders on. Turn them off in your account, or with the unsubscribe link.`,
  /** The visible link the reason speaks of (the same one-click link as the List-Unsubscribe header). */
  unsubscribe: "Unsubscribe from class reminders",
} as const;

/** The e-mail telling a member the no-show policy has suspended their booking (always sent). */
export const suspensionCopy = {
  subject: "Booking paused",
  heading: "Booking is paused",
  contact: "If a strike was a mistake, reply to this e-mail or talk to the front desk: staff can forgive it.",
  action: "See your bookings",
  reason: `You get this e-mail because of the no-show policy of your ${site.brand} member account.`,
} as const;

/** The notifications a member's phone shows when they turned push on in /account. */
export const pushCopy = {
  reminder: (className: string, when: string) => ({ title: `Reminder: ${className}`, body: `${when}. See you there.` }),
  promoted: (className: string, when: string) => ({
    title: `You're in: ${className}`,
    body: `${when}. A place opened up and it's yours.`,
  }),
  sessionCancelled: (className: string, when: string) => ({
    title: `Cancelled: ${className}`,
    body: `${when}. The gym has cancelled this class.`,
  }),
} as const;
