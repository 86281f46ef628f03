import { data } from "react-router";
import { mailCategories } from "#app/content/member-mail.ts";
import type { Services } from "#app/services.server.ts";
import { isMailCategory, turnOffMail } from "./mail-preferences.server.ts";
import { unsubscribeTokenMatches } from "./signed-links.server.ts";

/**
 * The unsubscribe link of non-transactional mail (its List-Unsubscribe header and its
 * foot): works without signing in. A GET asks to confirm (link scanners must not
 * unsubscribe anyone); a POST, from the page's button or from a mail app's one-click
 * unsubscribe (RFC 8058, body `List-Unsubscribe=One-Click`), turns that kind of mail off.
 */

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

async function signedRequest(request: Request, services: Services) {
  const params = new URL(request.url).searchParams;
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
  const { list } = await signedRequest(request, services);
  return { label: mailCategories[list].label };
}

export async function unsubscribe(request: Request, services: Services) {
  const { member, list } = await signedRequest(request, services);
  await turnOffMail(services.database.db, member, list);
  return { done: true as const, label: mailCategories[list].label };
}
