/** An address with an optional display name; the name is text typed by people and is encoded, never pasted into a header. */
export interface MailAddress {
  name?: string;
  address: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's text (calendar files are text), or its bytes in base64 when `encoding` says so (a PDF). */
  content: string;
  encoding?: "base64";
}

/** One rendered e-mail, ready for the outbox: exactly what every try sends. */
export interface OutgoingEmail {
  /** Which message this is (inquiry-to-gym, password-reset, …), for people reading the outbox. */
  topic: string;
  /** The site it is sent for (SITE_URL): its host names the Message-ID. */
  origin: string;
  to: MailAddress[];
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Extra headers of non-transactional mail: List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/**
 * A header value (a subject, a display name) made safe: line breaks and other control
 * characters become spaces, so text typed by a visitor can never start a header of its own.
 */
export function headerText(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").trim();
}

/** `Name <address>` for people reading the outbox (never used as a header: nodemailer encodes those). */
export function formatAddress({ name, address }: MailAddress): string {
  return name ? `${headerText(name)} <${address}>` : address;
}
