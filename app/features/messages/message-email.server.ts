import { messageCopy } from "#app/content/messages.ts";
import {
  leadUnsubscribeLink,
  listUnsubscribeHeaders,
  unsubscribeLink,
} from "#app/features/attendance/signed-links.server.ts";
import type { OutgoingEmail } from "#app/features/mail/message.ts";
import type { MailContext } from "#app/features/mail/templates/mail-context.ts";
import { renderEmail } from "#app/features/mail/templates/render.server.tsx";
import type { MessagePurpose } from "#app/platform/data/message-tables.ts";
import { messageHtml, messageText } from "./message-markdown.server.ts";
import type { Recipient } from "./recipients.server.ts";

export interface MessageToSend {
  subject: string;
  body: string;
  purpose: MessagePurpose;
  /** What the audience is called ("Yoga, Tuesday 24 November, 10:00am-11:00am"): a service mail's reason names it. */
  audienceLabel: string;
}

/** The message's body made once: the sanitized HTML and the text every recipient's e-mail carries. */
export function preparedBody(body: string) {
  return { html: messageHtml(body), text: messageText(body) };
}

/**
 * One recipient's e-mail. Gym news carries its recipient's one-click unsubscribe (RFC 8058:
 * List-Unsubscribe and List-Unsubscribe-Post headers) and the same link, visible, at its
 * foot; a session notice is service mail and carries none.
 */
export function messageEmail(
  message: MessageToSend,
  body: { html: string; text: string },
  recipient: Recipient,
  context: MailContext,
  secret: string,
): OutgoingEmail {
  const unsubscribeUrl =
    message.purpose === "service"
      ? null
      : recipient.userId
        ? unsubscribeLink(context.origin, secret, recipient.userId, "news")
        : leadUnsubscribeLink(context.origin, secret, recipient.inquiryId ?? "");
  const reason =
    message.purpose === "service"
      ? messageCopy.serviceReason(message.audienceLabel)
      : recipient.userId
        ? messageCopy.newsReason
        : messageCopy.leadReason;
  return renderEmail(
    {
      subject: message.subject,
      preview: (body.text.split("\n").find((line) => line.trim() !== "") ?? message.subject).replace(/^#+\s*/, ""),
      heading: message.subject,
      blocks: [{ kind: "markdown", ...body }],
      reason,
      ...(unsubscribeUrl ? { unsubscribe: { label: messageCopy.unsubscribe, href: unsubscribeUrl } } : {}),
    },
    {
      topic: message.purpose === "service" ? "session-notice" : "gym-news",
      origin: context.origin,
      to: [{ ...(recipient.name ? { name: recipient.name } : {}), address: recipient.email }],
      replyTo: { address: context.staffEmail },
      ...(unsubscribeUrl ? { headers: listUnsubscribeHeaders(unsubscribeUrl) } : {}),
    },
  );
}
