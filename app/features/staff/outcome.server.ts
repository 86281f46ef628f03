import { data } from "react-router";
import { StaffRefused } from "./errors.ts";

/** What a page tells staff after a form was posted; `subject` says which form on the page it answers. */
export interface StaffOutcome {
  tone: "success" | "error";
  message: string;
  subject?: string;
}

/**
 * Runs a staff action and answers with its outcome: 200 on success, the refusal's status
 * (400, 404, 409) and sentence otherwise, with `refused` added (what the form had sent,
 * so nothing typed is lost). Anything else is a real error and goes on up.
 */
export async function outcomeOf<T extends StaffOutcome>(
  work: () => Promise<T>,
  { subject, refused }: { subject?: string; refused?: Partial<T> } = {},
) {
  try {
    return data<T | StaffOutcome>(await work());
  } catch (error) {
    if (!(error instanceof StaffRefused)) throw error;
    return data<T | StaffOutcome>(
      { ...refused, tone: "error", message: error.message, ...(subject !== undefined ? { subject } : {}) },
      { status: error.status },
    );
  }
}

/** A form field as text, cut to `max` characters ("" when absent or a file). */
export function field(form: FormData, name: string, max = 200): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}
