/** The owner's reports, in the order the console lists them. Revenue is for owners only. */
export const reportPages = [
  {
    name: "attendance",
    title: "Attendance",
    ownerOnly: false,
    summary:
      "Visits per day and week; how full each class, slot and hour of the week is; waitlists, no-shows and late cancellations.",
    csvNote: "The CSV has one row per session, with its places, bookings and attendance.",
  },
  {
    name: "members",
    title: "Members",
    ownerOnly: false,
    summary:
      "Active members, who joined and who was lost; retention by the month members joined; who is slipping away.",
    csvNote: "The CSV has the retention table: one row per month joined and month since.",
  },
  {
    name: "leads",
    title: "Leads",
    ownerOnly: false,
    summary: "Inquiries per week by class, and how many became an account, a first booking, a first purchase.",
    csvNote: "The CSV has one row per lead: the class asked about and how far they went (no names).",
  },
  {
    name: "revenue",
    title: "Revenue",
    ownerOnly: true,
    summary:
      "Sales by product and method per month, refunds, recurring revenue, and memberships renewing, past due or ending.",
    csvNote: "The CSV has sales and refunds per month, product and payment method.",
  },
] as const;

export type ReportName = (typeof reportPages)[number]["name"];

export const reportNames = reportPages.map((page) => page.name) as [ReportName, ...ReportName[]];

/** The dates a report page shows in its form, and why they could not be used, if so. */
export interface RangeView {
  from: string;
  to: string;
  /** Why the dates asked for could not be used (the page then shows no figures). */
  error: string | null;
  presets: { label: string; from: string; to: string }[];
}
