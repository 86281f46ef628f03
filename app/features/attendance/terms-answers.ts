import { z } from "zod";
import { type HealthQuestion, terms } from "#app/content/terms.ts";

/**
 * The health answers as the API takes them: an object with exactly one boolean per question
 * of the terms (`true` = "yes"), no question missing, none unknown.
 */
export function answersSchema(questions: readonly HealthQuestion[] = terms.questions) {
  return z.strictObject(Object.fromEntries(questions.map((question) => [question.id, z.boolean()])));
}

export type HealthAnswers = Record<string, boolean>;

export const anyYes = (answers: HealthAnswers) => Object.values(answers).some(Boolean);

/** The radio group of question `id` in the terms form. */
export const answerFieldName = (id: string) => `answer-${id}`;

/**
 * The terms form, posted with or without JavaScript: every question answered "yes" or "no",
 * and the agreement ticked. Field errors by field name, or the answers.
 */
export function parseTermsForm(
  form: FormData,
  questions: readonly HealthQuestion[] = terms.questions,
): { ok: true; version: string; answers: HealthAnswers } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const answers: HealthAnswers = {};
  for (const question of questions) {
    const value = form.get(answerFieldName(question.id));
    if (value === "yes" || value === "no") answers[question.id] = value === "yes";
    else errors[answerFieldName(question.id)] = "Please answer yes or no.";
  }
  if (form.get("accept") !== "on") errors.accept = "Please tick the box to accept the agreement.";
  const version = form.get("version");
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, version: typeof version === "string" ? version.slice(0, 100) : "", answers };
}
