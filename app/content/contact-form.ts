import { gymClasses } from "./classes.ts";

/** The class select of the contact form: every class the gym teaches, by its title. */
export const contactClassOptions: readonly string[] = gymClasses.map((gymClass) => gymClass.title);

export type ContactClassOption = string;

/** The class a Join Now link names (`/contact?class=yoga`), as the form's select offers it; null when unknown. */
export function contactClassFor(slug: string | null): string | null {
  return gymClasses.find((gymClass) => gymClass.slug === slug)?.title ?? null;
}
