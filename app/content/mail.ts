import { site } from "./site.ts";

/**
 * What the gym's e-mails say. The layout (brand, address, phone) comes from site.ts; the
 * words a gym may want to change are here, one entry per message.
 */
export const mailCopy = {
  inquiryToGym: {
    subject: (name: string, className: string | null) => `New inquiry: ${name}${className ? ` (${className})` : ""}`,
    heading: "New inquiry from the website",
    intro: "Someone left their details on the contact page. Reply to this e-mail to answer them directly.",
    noClass: "No class chosen",
    noComment: "(no comment)",
    reason: `You get this e-mail because this address receives the ${site.brand} website's inquiries (STAFF_EMAIL).`,
  },
  inquiryAutoReply: {
    subject: `Thanks for getting in touch with ${site.brand}`,
    heading: "Thanks for getting in touch",
    promise: "Thanks, we'll get back to you within one working day.",
    visitUs: "Can't wait? Call us or drop by during opening hours:",
    reason: `You get this e-mail because this address was entered in the contact form on the ${site.brand} website. If that wasn't you, you can ignore it.`,
  },
  passwordReset: {
    subject: `Reset your ${site.brand} password`,
    heading: "Reset your password",
    intro: "Someone (hopefully you) asked to reset the password of your account. The link works once, for one hour.",
    action: "Choose a new password",
    ignore: "If you didn't ask for this, ignore this e-mail: your password stays as it is.",
    reason: `You get this e-mail because a password reset was requested for the ${site.brand} account of this address.`,
  },
  verifyEmail: {
    subject: `Confirm your e-mail address for ${site.brand}`,
    heading: "Confirm your e-mail address",
    intro: "Welcome! Please confirm that this is your e-mail address, so we can reach you about your bookings.",
    action: "Confirm my e-mail address",
    ignore: "If you didn't create an account, ignore this e-mail and no account will be confirmed.",
    reason: `You get this e-mail because an account was created with this address on the ${site.brand} website.`,
  },
  invitation: {
    subject: `Your ${site.brand} member account: choose a password`,
    heading: "Welcome: choose your password",
    intro: (days: number) =>
      `The front desk at ${site.brand} has made you a member account with this e-mail address. Choose a password to sign in, see your bookings and book classes online. The link works once, for ${days} days.`,
    action: "Choose my password",
    ignore: "If you didn't visit us, ignore this e-mail: nobody can sign in to the account without this link.",
    reason: `You get this e-mail because the ${site.brand} front desk registered this address for a member account.`,
  },
  /** The invitation of a member the gym brought over from its previous system (npm run import, /staff/import). */
  importedInvitation: {
    subject: `${site.brand} has moved: choose a password for your member account`,
    heading: "Your membership has moved with us",
    intro: (days: number) =>
      `${site.brand} now takes bookings on its own website, and your membership came along: your account uses this e-mail address. Choose a password to sign in, see what you hold and book classes online. The link works once, for ${days} days.`,
    action: "Choose my password",
    ignore: "If you are not a member of ours, ignore this e-mail: nobody can sign in to the account without this link.",
    reason: `You get this e-mail because ${site.brand} brought its members' details over from the system it used before.`,
  },
  booked: {
    subject: (className: string, dayLabel: string) => `Booked: ${className}, ${dayLabel}`,
    heading: "You're booked in",
    intro: "See you on the training floor. The calendar file attached adds the class to your calendar.",
    freeCancellation: (until: string) =>
      `Can't make it? Cancel before ${until} and it is free; after that it counts as a late cancellation.`,
    action: "See the schedule",
    reason: `You get this e-mail because you booked a class with your ${site.brand} member account.`,
  },
  promoted: {
    subject: (className: string, dayLabel: string) => `A place opened up: ${className}, ${dayLabel}`,
    heading: "You're off the waitlist",
    intro:
      "A place opened up and it's yours: you're now booked in. The calendar file attached adds the class to your calendar.",
    cancelHint: "Can't make it any more? Cancel from the schedule so the next person on the waitlist gets the place.",
    action: "See the schedule",
    reason: `You get this e-mail because you joined the waitlist for a class with your ${site.brand} member account.`,
  },
  skippedNoEntitlement: {
    subject: (className: string, dayLabel: string) =>
      `A place opened up, but you had no class credit: ${className}, ${dayLabel}`,
    heading: "A place opened up",
    intro:
      "A place opened up in this class and you were next on the waitlist, but you had no membership or class credit to book it with, so it went to the next person.",
    buyHint:
      "You're still on the waitlist. Buy a class pass or a membership and the next place that frees up is yours.",
    buy: "Buy a class",
    action: "See the schedule",
    reason: `You get this e-mail because you joined the waitlist for a class with your ${site.brand} member account.`,
  },
  cancelledByMember: {
    subject: (className: string, dayLabel: string) => `Cancelled: ${className}, ${dayLabel}`,
    heading: "Your booking is cancelled",
    intro: "You cancelled this booking. Your place has gone to the next person waiting.",
    late: "This counts as a late cancellation: it came too close to the start of the class.",
    action: "Book another class",
    reason: `You get this e-mail because a booking of your ${site.brand} member account was cancelled.`,
  },
  sessionCancelledByGym: {
    subject: (className: string, dayLabel: string) => `Class cancelled: ${className}, ${dayLabel}`,
    heading: "We had to cancel this class",
    intro:
      "We're sorry: this class will not take place. Your booking is cancelled and does not count as a late cancellation.",
    reasonLabel: "Why",
    action: "Find another class",
    reason: `You get this e-mail because you had booked this class with your ${site.brand} member account.`,
  },
  sessionMoved: {
    subject: (className: string, dayLabel: string) => `Class moved: ${className}, ${dayLabel}`,
    heading: "This class has moved",
    intro:
      "We've changed the timetable and this class no longer runs at the time you booked. Your booking is cancelled (it does not count as a late cancellation); the new time is below if it suits you.",
    newTimeLabel: "New time",
    creditBack: "What paid for your place came back to you: the class credit, or the class of your membership's week.",
    oneClick:
      "The button books the new time for you in one step, with what came back. If it is full by then, the page says so and offers its waitlist.",
    action: "Book the new time",
    reason: `You get this e-mail because you had booked this class with your ${site.brand} member account.`,
  },
  trainerChanged: {
    subject: (className: string, dayLabel: string) => `New trainer: ${className}, ${dayLabel}`,
    heading: "Your class has a new trainer",
    intro: "The class you booked still runs as planned, with another of our coaches. Your place is kept.",
    previousLabel: "Was to be taught by",
    action: "See the schedule",
    reason: `You get this e-mail because you booked this class with your ${site.brand} member account.`,
  },
  receipt: {
    subject: (item: string) => `Your receipt: ${item}`,
    heading: "Thank you for your payment",
    intro:
      "Here is your receipt; your invoice is attached as a PDF. You can print both, or find them any time under Payments in your account.",
    action: "View and print the receipt",
    reason: `You get this e-mail because a payment was made for your ${site.brand} member account.`,
  },
  refund: {
    subject: (item: string) => `Your refund: ${item}`,
    heading: "We have refunded you",
    intro:
      "Here are the details of your refund; its credit note is attached as a PDF. You find both any time under Payments in your account.",
    action: "View your payments",
    reason: `You get this e-mail because a payment of your ${site.brand} member account was refunded.`,
  },
  cancelledWithRefund: {
    subject: (className: string, dayLabel: string) => `Cancelled with your refund: ${className}, ${dayLabel}`,
    heading: "Your booking is cancelled",
    intro:
      "We have refunded the payment this class was booked with and cancelled your place. It does not count as a late cancellation.",
    action: "Find another class",
    reason: `You get this e-mail because you had booked this class with your ${site.brand} member account.`,
  },
  paymentFailed: {
    subject: `Your ${site.brand} membership payment didn't go through`,
    heading: "Your payment didn't go through",
    intro:
      "We couldn't take this month's payment for your membership. Please update your card so you can keep booking.",
    grace: (until: string) =>
      `You can still book classes until ${until}; after that booking pauses until the payment goes through.`,
    action: "Update my card",
    reason: `You get this e-mail because your ${site.brand} membership is paid by card online.`,
  },
  membershipEnding: {
    subject: (product: string) => `Your ${product} membership ends soon`,
    heading: "Your membership ends soon",
    ends: (product: string, date: string) =>
      `Your ${product} membership runs until ${date}. It was bought at the front desk, so it does not renew by itself.`,
    renew: "To keep booking classes after that, renew it at the front desk, or buy a plan in your account.",
    action: "See the plans",
    reason: `You get this e-mail because your ${site.brand} membership, bought at the front desk, is about to end.`,
  },
  /** The owner moved a membership paid online to its new price (decision 0213): always sent, before it is billed. */
  priceChange: {
    subject: (product: string) => `The price of your ${product} membership is changing`,
    heading: "Your membership's new price",
    changes: (product: string, from: string, to: string, date: string) =>
      `From your renewal on ${date}, your ${product} membership costs ${to} a month instead of ${from}. Nothing changes before then, and nothing is charged now.`,
    choice:
      "If you would rather not go on at the new price, you can cancel before that date in your account (Manage card and billing); your membership then runs until it.",
    action: "Manage my membership",
    reason: `You get this e-mail because your ${site.brand} membership is paid by card online and its price is changing.`,
  },
} as const;
