import { type MailContext, mailContextFrom } from "#app/features/mail/templates/mail-context.ts";
import type { ServerEnv } from "#app/platform/config/env.server.ts";
import { heldMailDir } from "#app/platform/config/mail-settings.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { createMailWorker, type MailWorker, type MailWorkerSettings } from "./worker.server.ts";

/** The mail part of the services: what templates need, where leads are posted, and this server's worker. */
export interface MailService {
  context: MailContext;
  /** LEAD_WEBHOOK_URL, when inquiries are also posted to another system. */
  leadWebhookUrl?: string;
  worker: MailWorker;
  /** Call after committing a transaction that queued mail: this server sends it at once. */
  kick(): void;
}

export function createMailService(
  env: ServerEnv,
  database: Database,
  options: Pick<MailWorkerSettings, "push"> = {},
): MailService {
  const worker = createMailWorker({
    ...options,
    database,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    heldDir: heldMailDir(env),
    webhookSecret: env.LEAD_WEBHOOK_SECRET,
    leaseSeconds: env.MAIL_LEASE_SECONDS,
    retry: { maxAttempts: env.MAIL_MAX_ATTEMPTS, retryBaseSeconds: env.MAIL_RETRY_BASE_SECONDS },
  });
  return {
    context: mailContextFrom(env),
    ...(env.LEAD_WEBHOOK_URL ? { leadWebhookUrl: env.LEAD_WEBHOOK_URL } : {}),
    worker,
    kick: () => worker.kick(),
  };
}
