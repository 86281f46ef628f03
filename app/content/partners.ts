/**
 * The partner strip: the brands the gym works with. A partner with a logo file shows it
 * (alt text: the partner's name); one without shows a wordmark: its name beside a simple
 * mark, all in one grey.
 */
export type PartnerMark = "mountain" | "bolt" | "shield" | "flame" | "waves";

export interface PartnerLogo {
  src: string;
  /** The size the logo is drawn at, so the strip keeps its place before the file arrives. */
  width: number;
  height: number;
}

export interface Partner {
  name: string;
  /** The wordmark's symbol, when the partner has no logo file. */
  mark?: PartnerMark;
  logo?: PartnerLogo;
}

/**
 * A logo file dropped into the partners folder of public/artwork/ (SVG, PNG, WebP…), e.g.
 * `{ name: "Voltwear", logo: partnerLogo("voltwear.svg", 160, 48) }`.
 */
export function partnerLogo(file: string, width: number, height: number): PartnerLogo {
  return { src: `/artwork/partners/${file}`, width, height };
}

export const partners: Partner[] = [
  { name: "Summit Nutrition", mark: "mountain", logo: partnerLogo("summit-nutrition.svg", 168, 48) },
  { name: "Voltwear", mark: "bolt", logo: partnerLogo("voltwear.svg", 168, 48) },
  { name: "Ironclad Supply", mark: "shield", logo: partnerLogo("ironclad-supply.svg", 168, 48) },
  { name: "Emberfuel", mark: "flame", logo: partnerLogo("emberfuel.svg", 168, 48) },
  { name: "Tidewater", mark: "waves", logo: partnerLogo("tidewater.svg", 168, 48) },
];
