import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * Markdown to HTML for the articles staff write in /staff/blog. It runs on the server only
 * (a page render, the feed, the editor's preview), so neither the Markdown nor these
 * libraries reach the browser. Staff type it in a browser, and what they type becomes
 * public HTML: a stolen staff session, or a paste from a web page, must not put a script,
 * a frame, a form or an inline style on the gym's pages. So the HTML marked makes is
 * sanitized to the elements Markdown writes, with links only to web, mail and phone
 * addresses, and pictures only from this site. `#` headings become `##`: the article's
 * title is its page's only first-level heading.
 */
const markdown = new Marked({ gfm: true });

const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "blockquote",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "del",
    "code",
    "pre",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title", "width", "height"],
    ol: ["start"],
    th: ["align"],
    td: ["align"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  // A picture's address is one of this site's own (the CSP would refuse another's anyway).
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    h1: "h2",
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", alt: attribs.alt ?? "" } }),
  },
};
allowed.allowedAttributes = {
  ...allowed.allowedAttributes,
  img: ["src", "alt", "title", "width", "height", "loading"],
};

export function markdownToHtml(source: string): string {
  return sanitizeHtml(markdown.parse(source.trim(), { async: false }), allowed);
}
