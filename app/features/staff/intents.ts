/**
 * The forms the front desk posts, by `intent`, each handled by one route's action. Listed
 * here so the access test can post every one of them as a visitor and as a member.
 */
export const staffIntents = {
  session: ["mark-attendance", "change-capacity", "cancel-session"],
  leads: ["update-lead"],
  team: ["grant-staff", "revoke-staff"],
  member: ["forgive-strike"],
  reports: ["send-win-back"],
} as const;

export type SessionIntent = (typeof staffIntents.session)[number];
export type LeadsIntent = (typeof staffIntents.leads)[number];
export type TeamIntent = (typeof staffIntents.team)[number];
export type MemberIntent = (typeof staffIntents.member)[number];
export type ReportsIntent = (typeof staffIntents.reports)[number];

export const allStaffIntents: readonly string[] = Object.values(staffIntents).flat();
