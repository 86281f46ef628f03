import type { Services } from "#app/services.server.ts";
import { type DispatchSettings, dispatchMessage } from "./dispatch.server.ts";

type Needs = Pick<Services, "auth" | "env" | "mail" | "pushKeys" | "database">;

/** What queuing a message needs from this server: links' origin and secret, the rate, whether it sends push. */
export async function dispatchSettingsOf(services: Needs): Promise<DispatchSettings> {
  return {
    context: services.mail.context,
    secret: (await services.auth.$context).secret,
    ratePerMinute: services.env.MESSAGE_RATE_PER_MINUTE,
    push: services.pushKeys !== null,
  };
}

/** A message just saved to go now is queued at once (not at the next sweep), and this server starts sending. */
export async function queueIfDue(services: Needs, messageId: string): Promise<number | null> {
  const queued = await dispatchMessage(services.database, messageId, await dispatchSettingsOf(services));
  if (queued !== null) services.mail.kick();
  return queued;
}
