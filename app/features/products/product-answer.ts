/** What a post of /staff/products answers, for the page to show: saved, or refused (why, with what was typed kept). */
export interface ShopAnswer {
  tone: "success" | "error";
  message: string;
  /** The form's fields as sent: to fill it again. */
  values?: Record<string, string>;
  /** Which form it answers: the editor's (none) or the move of members to the current price (decision 0213). */
  subject?: "move";
  /** What a move did: who could not be moved and why, who waits for their renewal. */
  move?: MoveOutcome;
}

export interface MoveOutcome {
  moved: number;
  failed: { member: string; message: string }[];
  waiting: { member: string; renewsOn: string }[];
  left: number;
}
