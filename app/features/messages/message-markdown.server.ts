import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * A message's Markdown made HTML for an e-mail and for its preview. Staff type it, and a
 * staff account can be taken over, so unlike the gym's own articles (blog/markdown.server.ts)
 * the HTML is not trusted: `marked` renders it, then `sanitize-html` keeps only text
 * formatting (paragraphs, headings, lists, emphasis, quotes, code, rules) and links to
 * http(s) and mailto addresses; no raw HTML, script, style, image or attribute of the
 * author's survives. Mail apps read inline styles, so each kept element is given the
 * e-mail's own (EmailDocument.tsx's palette).
 */
const markdown = new Marked({ gfm: true, breaks: true });

const ink = "#0b0b0d";
const muted = "#52525b";
const accent = "#ff4d2e";
const text = `margin:0 0 16px;font-size:16px;line-height:1.6;color:${ink}`;

const styles: Record<string, string> = {
  p: text,
  h2: `margin:24px 0 12px;font-size:22px;line-height:1.3;color:${ink};text-transform:uppercase`,
  h3: `margin:20px 0 10px;font-size:18px;line-height:1.3;color:${ink}`,
  h4: `margin:16px 0 8px;font-size:16px;line-height:1.3;color:${ink}`,
  ul: `${text};padding-left:24px;list-style:disc`,
  ol: `${text};padding-left:24px;list-style:decimal`,
  li: "margin:0 0 6px",
  blockquote: `margin:0 0 16px;padding:8px 16px;border-left:4px solid ${accent};color:${muted}`,
  a: `color:${ink};text-decoration:underline`,
  code: "font-family:Menlo,Consolas,monospace;font-size:14px;background:#f4f4f5;padding:1px 4px",
  pre: "margin:0 0 16px;padding:12px;background:#f4f4f5;white-space:pre-wrap;word-break:break-word",
  hr: "border:0;border-top:1px solid #e4e4e7;margin:24px 0",
};

/** Every kept element's attributes are ours: the author's (a style, an onclick) never survive. */
const ours = (tag: string) => (_: string, attribs: sanitizeHtml.Attributes) => ({
  tagName: tag,
  attribs: {
    ...(tag === "a" && attribs.href ? { href: attribs.href } : {}),
    ...(styles[tag] ? { style: styles[tag] } : {}),
  },
});

const allowedTags = ["p", "br", "strong", "em", "del", "a", "ul", "ol", "li", "h2", "h3", "h4"];
allowedTags.push("blockquote", "code", "pre", "hr");

/** A top-level heading is the e-mail's own (its subject): the message's start at h2; h5 and h6 are h4. */
const renamed: Record<string, string> = { h1: "h2", h5: "h4", h6: "h4" };

export const MESSAGE_HTML_RULES: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: { a: ["href", "style"], "*": ["style"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  transformTags: Object.fromEntries(
    [...allowedTags, ...Object.keys(renamed)].map((tag) => [tag, ours(renamed[tag] ?? tag)]),
  ),
  // Raw HTML in the Markdown is shown as the text it is, never as markup.
  disallowedTagsMode: "escape",
};

/** The message's Markdown as sanitized HTML, styled for an e-mail. */
export function messageHtml(source: string): string {
  return sanitizeHtml(markdown.parse(source.trim(), { async: false }), MESSAGE_HTML_RULES);
}

/** The message as plain text (the e-mail's text part, a push notification's body): Markdown reads as text. */
export function messageText(source: string): string {
  return source.trim().replace(/\r\n?/g, "\n");
}
