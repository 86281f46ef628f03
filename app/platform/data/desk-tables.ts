/** The rows of the front desk's work with people (migration 0040, app/features/staff/). */

/** The desk's private note about a member: staff read and write it, the member never sees it. */
export interface MemberNotesTable {
  /** better-auth's user id. */
  user_id: string;
  note: string;
  updated_at: string;
  updated_by_id: string;
  updated_by_email: string;
}

/** A lead that became a member at the desk: which inquiry, which account, who did it and when. */
export interface LeadConversionsTable {
  inquiry_id: string;
  /** better-auth's user id of the member the lead became (kept if that account is deleted later). */
  member_user_id: string;
  converted_at: string;
  converted_by_id: string;
  converted_by_email: string;
}
