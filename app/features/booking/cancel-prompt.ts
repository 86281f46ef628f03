/**
 * What a member is asked once before giving up a place, in the dialog (with JavaScript) and
 * on the confirmation page (without): "Cancel Yoga on Tuesday?", and the rule that applies now.
 */
export interface CancelPromptInput {
  className: string;
  /** "Tuesday": the session's day, as the page names it. */
  dayName: string;
  status: "booked" | "waitlisted";
  /** When cancelling stops being free, named with its day: "Wednesday 2 December at 7:00am". */
  freeUntil: string;
  /** Whether that time has passed: cancelling now is a late cancellation. */
  late: boolean;
}

export interface CancelPrompt {
  question: string;
  rule: string;
  /** The button that gives the place up. */
  confirm: string;
}

export function cancelPrompt({ className, dayName, status, freeUntil, late }: CancelPromptInput): CancelPrompt {
  if (status === "waitlisted") {
    return {
      question: `Leave the waitlist for ${className} on ${dayName}?`,
      rule: "You give up your place in line; joining again puts you at the end.",
      confirm: "Yes, leave the waitlist",
    };
  }
  return {
    question: `Cancel ${className} on ${dayName}?`,
    rule: late
      ? "It is now a late cancellation: the class starts soon, so it counts as one."
      : `Free until ${freeUntil}: after that, cancelling counts as a late cancellation.`,
    confirm: "Yes, cancel",
  };
}
