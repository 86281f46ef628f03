import { parseWholeNumber } from "#app/platform/http/whole-number.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";
import { isDemo } from "./demo-accounts.server.ts";
import type { Member } from "./member.server.ts";
import {
  lockMemberDetails,
  raiseDetailsVersion,
  readMemberDetails,
  writeMemberDetails,
} from "./member-details.server.ts";
import { detailsAsTyped, detailsFromForm, sameDetails } from "./member-details.ts";

export interface OwnDetailsOutcome {
  tone: "success" | "error";
  message: string;
  /** What they typed, when it was refused, so nothing is lost. */
  typed?: Record<string, string>;
  /** What they had, when the details were changed meanwhile: shown beside the form, which shows what is saved now. */
  unsaved?: Record<string, string>;
}

/** The member's details for /account, with the version the form sends back; and whether the account still needs a name. */
export async function ownDetails(services: Pick<Services, "database">, member: Member) {
  const details = await readMemberDetails(services.database.db, member.id);
  return {
    name: details?.name ?? member.name,
    phone: details?.phone ?? null,
    emergencyContact: details?.emergencyContact ?? null,
    version: details?.version ?? 0,
  };
}

const AFTER_REFUSAL =
  "so nothing was saved. The form shows them as they are now, with your version below it: change what you still want and save again.";

/**
 * A member changes their own name, phone and emergency contact in /account (the desk's
 * note about them is not theirs to see). The form carries the version it was made from, as
 * the desk's does: a save after someone else's change (the front desk, or the member in
 * another window) is refused, so neither overwrites the other unseen. The demo account's
 * details stay as they are: its password is public.
 */
export async function saveOwnDetails(
  services: Pick<Services, "database" | "env">,
  member: Member,
  form: FormData,
): Promise<OwnDetailsOutcome> {
  const parsed = detailsFromForm(form);
  const sentVersion = String(form.get("version") ?? "").slice(0, 10);
  if (!parsed.ok) return { tone: "error", message: parsed.message, typed: { ...parsed.typed, version: sentVersion } };
  if (await isDemo(services.database.db, services.env, member.email)) {
    return { tone: "error", message: "The demo account's details stay as they are: its password is public." };
  }
  const unsaved = detailsAsTyped(parsed.details);
  const version = parseWholeNumber(sentVersion);
  if (version === null) return { tone: "error", message: `The form was out of date, ${AFTER_REFUSAL}`, unsaved };
  const { database } = services;
  return database.writeTransaction(async (trx): Promise<OwnDetailsOutcome> => {
    const current = await lockMemberDetails(database, trx, member.id);
    if (!current) throw new Error("the signed-in member's account is gone");
    if (sameDetails(current, parsed.details)) return { tone: "success", message: "Your details are saved." };
    if (current.version !== version) {
      const who =
        current.lastChange?.byId === member.id
          ? "Your details were changed in another window while you were editing them here,"
          : "The front desk changed your details while you were editing them,";
      return { tone: "error", message: `${who} ${AFTER_REFUSAL}`, unsaved };
    }
    const now = clock.now();
    await writeMemberDetails(trx, database.kind, member.id, parsed.details, now);
    await raiseDetailsVersion(trx, member.id, { from: version, by: { id: member.id, label: member.email }, now });
    return { tone: "success", message: "Your details are saved." };
  });
}
