import { renderToStaticMarkup } from "react-dom/server";
import { headerText, type MailAddress, type MailAttachment, type OutgoingEmail } from "#app/features/mail/message.ts";
import { EmailDocument } from "./EmailDocument.tsx";
import type { EmailContent } from "./email-content.ts";
import { plainText } from "./plain-text.ts";

export interface RenderEmailOptions {
  topic: string;
  origin: string;
  to: MailAddress[];
  replyTo?: MailAddress;
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
}

/** One message, both parts rendered from one content: HTML with React, the plain text from the same blocks. */
export function renderEmail(content: EmailContent, options: RenderEmailOptions): OutgoingEmail {
  return {
    ...options,
    subject: headerText(content.subject),
    text: plainText(content),
    html: `<!DOCTYPE html>${renderToStaticMarkup(<EmailDocument content={content} origin={options.origin} />)}`,
  };
}
