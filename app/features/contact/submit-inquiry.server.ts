import { leadWebhookBody } from "#app/features/mail/lead-webhook.ts";
import { enqueueMail, enqueueWebhook } from "#app/features/mail/outbox.server.ts";
import { inquiryAutoReplyEmail } from "#app/features/mail/templates/inquiry-auto-reply.ts";
import { inquiryToGymEmail } from "#app/features/mail/templates/inquiry-to-gym.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";
import { type Inquiry, type NewInquiry, saveInquiry } from "./inquiries.server.ts";

/**
 * A new lead: the inquiry, the gym's notification, the visitor's auto-reply and (with
 * LEAD_WEBHOOK_URL) the webhook call are written in one transaction, so either all of
 * them exist or none does; the mail worker sends them after the commit. The visitor's
 * answer never waits for SMTP.
 */
export async function submitInquiry(
  services: Pick<Services, "database" | "mail">,
  inquiry: NewInquiry,
  now = clock.now(),
): Promise<Inquiry> {
  const { database, mail } = services;
  const stored = await database.writeTransaction(async (trx) => {
    const saved = await saveInquiry(trx, inquiry, now);
    await enqueueMail(trx, inquiryToGymEmail(saved, mail.context), now);
    await enqueueMail(trx, inquiryAutoReplyEmail(saved, mail.context), now);
    if (mail.leadWebhookUrl) {
      await enqueueWebhook(
        trx,
        { topic: "lead-webhook", origin: mail.context.origin, url: mail.leadWebhookUrl, body: leadWebhookBody(saved) },
        now,
      );
    }
    return saved;
  });
  return stored;
}
