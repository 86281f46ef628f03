/**
 * What one e-mail says, as blocks: the HTML part (EmailDocument.tsx) and the plain-text
 * part (plain-text.ts) are both rendered from it, so the two parts never disagree. Every
 * string is plain text; visitors' words go in as they typed them and are escaped by React
 * in the HTML part.
 */
export type EmailBlock =
  | { kind: "paragraph"; text: string }
  /** Label and value pairs: an inquiry's fields, a class's time and trainer. */
  | { kind: "details"; rows: { label: string; value: string }[] }
  /** Someone else's words, kept as typed (line breaks included). */
  | { kind: "quote"; label: string; text: string }
  /** The one thing to do: a button in HTML, the bare link in plain text. */
  | { kind: "action"; label: string; href: string }
  /**
   * Text staff wrote in Markdown (app/features/messages/): `html` is already sanitized and
   * styled there (never anything else here), `text` is the Markdown as written.
   */
  | { kind: "markdown"; html: string; text: string };

export interface EmailContent {
  subject: string;
  /** The short line mail apps show after the subject. */
  preview: string;
  heading: string;
  blocks: EmailBlock[];
  /** Why the recipient gets this e-mail, at its foot. */
  reason: string;
  /** Gym news and reminders: the visible unsubscribe link at its foot (beside the List-Unsubscribe header, RFC 8058). */
  unsubscribe?: { label: string; href: string };
}
