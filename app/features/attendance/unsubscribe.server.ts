import { data } from "react-router";
import { mailCategories } from "#app/content/member-mail.ts";
import { optOutLead } from "#app/features/messages/lead-optouts.server.ts";
import type { Services } from "#app/services.server.ts";
import { isMailCategory, turnOffMail } from "./mail-preferences.server.ts";
import { leadUnsubscribeTokenMatches, unsubscribeTokenMatches } from "./signed-links.server.ts";

/**
 * The unsubscribe link of non-transactional mail (its List-Unsubscribe header and its
 * foot): works without signing in. A GET asks to confirm (link scanners must not
 * unsubscribe anyone); a POST, from the page's button or from a mail app's one-click
 * unsubscribe (RFC 8058, body `List-Unsubscribe=One-Click`), turns that kind of mail off.
 * A lead (no account) has a link of their own (`?lead=`), from a message to leads.
 */

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

type Signed = { member: string; list: keyof typeof mailCategories; lead?: never } | { lead: string; member?: never };

async function signedRequest(request: Request, services: Services): Promise<Signed> {
  const params = new URL(request.url).searchParams;
  const lead = params.get("lead");
  if (lead !== null) {
    const secret = (await services.auth.$context).secret;
    if (!leadUnsubscribeTokenMatches(secret, lead, params.get("token") ?? "")) throw notFound();
    return { lead };
  }
  const member = params.get("member") ?? "";
  const list = params.get("list");
  const token = params.get("token") ?? "";
  const secret = (await services.auth.$context).secret;
  if (!isMailCategory(list) || !unsubscribeTokenMatches(secret, member, list, token)) throw notFound();
  const user = await services.database.db.selectFrom("user").select("id").where("id", "=", member).executeTakeFirst();
  if (!user) throw notFound();
  return { member, list };
}

export async function loadUnsubscribe(request: Request, services: Services) {
  const signed = await signedRequest(request, services);
  return { label: signed.lead !== undefined ? mailCategories.news.label : mailCategories[signed.list].label };
}

export async function unsubscribe(request: Request, services: Services) {
  const signed = await signedRequest(request, services);
  if (signed.lead !== undefined) {
    if (!(await optOutLead(services.database, signed.lead))) throw notFound();
    return { done: true as const, label: mailCategories.news.label };
  }
  await turnOffMail(services.database.db, signed.member, signed.list);
  return { done: true as const, label: mailCategories[signed.list].label };
}
