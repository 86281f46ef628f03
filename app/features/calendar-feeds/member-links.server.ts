import { publicOrigin } from "#app/platform/config/env.server.ts";
import type { Services } from "#app/services.server.ts";
import { memberFeedToken, resetMemberFeedToken } from "./feed-tokens.server.ts";

/** A member's feed address, for /account: to subscribe (webcal:) and to paste into a calendar (https:). */
export interface MemberFeedLinks {
  webcal: string;
  https: string;
}

function linksFor(origin: string, token: string): MemberFeedLinks {
  const https = new URL(`/account/calendar/${token}.ics`, origin).href;
  return { https, webcal: https.replace(/^https?:/, "webcal:") };
}

async function serverSecret(services: Pick<Services, "auth">): Promise<string> {
  return (await services.auth.$context).secret;
}

export async function memberFeedLinks(
  services: Pick<Services, "auth" | "database" | "env">,
  userId: string,
): Promise<MemberFeedLinks> {
  const token = await memberFeedToken(services.database, await serverSecret(services), userId);
  return linksFor(publicOrigin(services.env), token);
}

/** A new address; the old one answers 404 from now on. */
export async function resetMemberFeedLinks(
  services: Pick<Services, "auth" | "database" | "env">,
  userId: string,
): Promise<MemberFeedLinks> {
  const token = await resetMemberFeedToken(services.database, await serverSecret(services), userId);
  return linksFor(publicOrigin(services.env), token);
}
