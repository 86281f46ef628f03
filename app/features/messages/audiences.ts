/**
 * Who a message goes to (docs/api.md, "Messages to members"), written as the API takes it:
 * `members`, `product:<id>`, `class:<slug>:<days>`, `slipping-away`, `leads` or
 * `session:<id>`. A session's roster is told about its session (service mail: it always
 * goes); every other audience is gym news (marketing: only to those who have it on).
 */
export type Audience =
  | { kind: "members" }
  | { kind: "product"; productId: string }
  | { kind: "class"; slug: string; days: number }
  | { kind: "slipping-away" }
  | { kind: "leads" }
  | { kind: "session"; sessionId: string };

export type AudienceKind = Audience["kind"];

/** How far back "came to a class in the last N days" may look. */
export const CLASS_DAYS_MAX = 365;

const SLUG = "[a-z0-9]+(?:-[a-z0-9]+)*";
const patterns: [RegExp, (match: RegExpMatchArray) => Audience | null][] = [
  [/^members$/, () => ({ kind: "members" })],
  [/^slipping-away$/, () => ({ kind: "slipping-away" })],
  [/^leads$/, () => ({ kind: "leads" })],
  [new RegExp(`^product:(${SLUG})$`), (match) => ({ kind: "product", productId: match[1] ?? "" })],
  [
    new RegExp(`^class:(${SLUG}):(\\d{1,3})$`),
    (match) => {
      const days = Number(match[2]);
      return days >= 1 && days <= CLASS_DAYS_MAX ? { kind: "class", slug: match[1] ?? "", days } : null;
    },
  ],
  [
    new RegExp(`^session:(${SLUG}-\\d{4}-\\d{2}-\\d{2}-\\d{4})$`),
    (match) => ({ kind: "session", sessionId: match[1] ?? "" }),
  ],
];

/** The audience a string names, or null when it names none (the caller says which forms there are). */
export function parseAudience(text: string): Audience | null {
  const trimmed = text.trim();
  for (const [pattern, make] of patterns) {
    const match = trimmed.match(pattern);
    if (match) return make(match);
  }
  return null;
}

export function audienceText(audience: Audience): string {
  switch (audience.kind) {
    case "product":
      return `product:${audience.productId}`;
    case "class":
      return `class:${audience.slug}:${audience.days}`;
    case "session":
      return `session:${audience.sessionId}`;
    default:
      return audience.kind;
  }
}

/** A session notice is service mail; everything else is gym news. */
export const purposeOf = (audience: Audience): "marketing" | "service" =>
  audience.kind === "session" ? "service" : "marketing";

export const AUDIENCE_FORMS = "members, product:<id>, class:<slug>:<days>, slipping-away, leads or session:<id>";
