import { site } from "./site.ts";

/**
 * How the pricing page sells (app/routes/pricing/): the class passes' section, and the words
 * of buying online (with Stripe, when the gym set it up) or at the front desk.
 */
export const classPassesSection = {
  label: "Pay as you go",
  heading: "Class passes",
  subtitle: "No membership needed: buy a few classes and book them whenever suits you.",
} as const;

export const buyingCopy = {
  online: "Buy online",
  signInToBuy: "Sign in to buy",
  frontDesk: "Buy at the front desk",
  /** Under a plan's front-desk button: the quickest way to reach the desk. */
  orCall: "or call",
  frontDeskHeading: "Buy at the front desk",
  frontDeskHow: `Every membership and class pass is sold at the ${site.brand} front desk: pay by card, cash or bank transfer, and book your first class straight away. Call us or drop by during opening hours.`,
  onlineNote:
    "Payment is by card through Stripe's secure checkout; you can manage your card and cancel a membership from your account.",
  orAtTheDesk: "Prefer to pay in person? Everything is also sold at the front desk:",
} as const;
