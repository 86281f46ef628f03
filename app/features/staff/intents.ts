/** The desk's sales and membership changes on a member's record (app/routes/staff/member/sales-desk.server.ts). */
export const deskIntents = [
  "sell-product",
  "pause-membership",
  "resume-membership",
  "end-membership",
  "adjust-credits",
  "refund-sale",
] as const;

/**
 * The hidden field of a desk form that records money or credits: a one-time key the page
 * made when it was rendered, so the same form posted twice records once (decision 0130).
 */
export const ONE_TIME_KEY_FIELD = "idempotencyKey";

/**
 * The forms the front desk posts, by `intent`, each handled by one route's action. Listed
 * here so the access test can post every one of them as a visitor and as a member.
 */
export const staffIntents = {
  session: ["mark-attendance", "change-capacity", "cancel-session", "book-member", "sell-and-book", "walk-in"],
  members: ["add-member"],
  leads: ["update-lead", "convert-lead"],
  team: ["grant-staff", "revoke-staff", "grant-coach", "revoke-coach"],
  member: ["forgive-strike", "update-details", "book-session", ...deskIntents],
  // The timetable's pages (app/features/timetable/*-forms.server.ts).
  timetable: [
    "add-slot",
    "change-slot",
    "remove-slot",
    "add-one-off",
    "change-one-off",
    "remove-one-off",
    "set-cover",
    "remove-cover",
    "add-closure",
    "remove-closure",
    "add-class",
    "change-class",
    "retire-class",
    "add-trainer",
    "change-trainer",
    "retire-trainer",
  ],
  reports: ["send-win-back"],
  // Messages to members (app/features/messages/): staff draft, owners send.
  messages: ["preview", "save-draft", "send-message", "cancel-message"],
  // The article editor's (app/features/blog/article-forms.server.ts).
  blog: ["preview-article", "save-article"],
} as const;

export type SessionIntent = (typeof staffIntents.session)[number];
export type LeadsIntent = (typeof staffIntents.leads)[number];
export type TeamIntent = (typeof staffIntents.team)[number];
export type MemberIntent = (typeof staffIntents.member)[number];
export type ReportsIntent = (typeof staffIntents.reports)[number];
export type MessagesIntent = (typeof staffIntents.messages)[number];

export const allStaffIntents: readonly string[] = Object.values(staffIntents).flat();
