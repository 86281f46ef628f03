import type { Services } from "#app/services.server.ts";
import { isDemo } from "./demo-accounts.server.ts";
import type { Member } from "./member.server.ts";
import { readMemberDetails, writeMemberDetails } from "./member-details.server.ts";
import { detailsFromForm } from "./member-details.ts";

export interface OwnDetailsOutcome {
  tone: "success" | "error";
  message: string;
  /** What they typed, when it was refused, so nothing is lost. */
  typed?: Record<string, string>;
}

/** The member's details for /account, and whether the account still needs a name. */
export async function ownDetails(services: Pick<Services, "database">, member: Member) {
  const details = await readMemberDetails(services.database.db, member.id);
  return {
    name: details?.name ?? member.name,
    phone: details?.phone ?? null,
    emergencyContact: details?.emergencyContact ?? null,
  };
}

/**
 * A member changes their own name, phone and emergency contact in /account (the desk's
 * note about them is not theirs to see). The demo account's details stay as they are: its
 * password is public.
 */
export async function saveOwnDetails(
  services: Pick<Services, "database" | "env">,
  member: Member,
  form: FormData,
): Promise<OwnDetailsOutcome> {
  const parsed = detailsFromForm(form);
  if (!parsed.ok) return { tone: "error", message: parsed.message, typed: parsed.typed };
  if (await isDemo(services.database.db, services.env, member.email)) {
    return { tone: "error", message: "The demo account's details stay as they are: its password is public." };
  }
  const { database } = services;
  await database.writeTransaction((trx) =>
    writeMemberDetails(trx, database.kind, member.id, parsed.details, new Date()),
  );
  return { tone: "success", message: "Your details are saved." };
}
