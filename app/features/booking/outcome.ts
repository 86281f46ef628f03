/** What a page tells the member after a booking form was posted. */
export interface IntentOutcome {
  tone: "success" | "error";
  message: string;
}
