import type { InquiryForMail } from "#app/features/mail/templates/inquiry-to-gym.ts";

/** The JSON a lead webhook receives for each inquiry (docs/lead-webhook.md). */
export function leadWebhookBody(inquiry: InquiryForMail): string {
  return JSON.stringify({
    event: "inquiry.created",
    inquiry: {
      id: inquiry.id,
      createdAt: inquiry.createdAt,
      fullName: inquiry.fullName,
      email: inquiry.email,
      className: inquiry.className,
      comment: inquiry.comment,
    },
  });
}
