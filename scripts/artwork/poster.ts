/**
 * The site's one image system, as SVG: a duotone poster with a dark field, an accent glow,
 * a halftone fade, a diagonal cut and a big silhouette pictogram. The rasteriser turns these
 * into WebP files; nothing here touches the disk.
 */

export interface PosterSpec {
  width: number;
  height: number;
  /** An SVG path in a 24×24 box (Material Design Icons). */
  icon: string;
  /** The glow colour: the accent or a neighbour of it, so a set of posters is varied but related. */
  glow: string;
  /** Picks one of the compositions, so neighbours in a grid do not look cloned. */
  layout: number;
  /** Mirrors the pictogram, for a little more variety. */
  flip?: boolean;
}

interface Placement {
  /** Centre of the pictogram as fractions of the width and height. */
  cx: number;
  cy: number;
  /** Pictogram size as a fraction of the shorter side. */
  size: number;
  glowX: number;
  glowY: number;
  /** The diagonal cut: two points on the top and bottom edges (fractions of the width). */
  cutTop: number;
  cutBottom: number;
}

const layouts: Placement[] = [
  { cx: 0.56, cy: 0.58, size: 1.05, glowX: 0.72, glowY: 0.3, cutTop: 0.95, cutBottom: 0.35 },
  { cx: 0.5, cy: 0.5, size: 0.85, glowX: 0.5, glowY: 0.45, cutTop: 0.15, cutBottom: 0.75 },
  { cx: 0.42, cy: 0.6, size: 1.1, glowX: 0.25, glowY: 0.2, cutTop: 0.6, cutBottom: 1.1 },
  { cx: 0.6, cy: 0.45, size: 0.95, glowX: 0.85, glowY: 0.75, cutTop: -0.1, cutBottom: 0.5 },
];

export function posterSvg(spec: PosterSpec): string {
  const { width: w, height: h, icon, glow } = spec;
  const place = layouts[spec.layout % layouts.length] as Placement;
  const short = Math.min(w, h);
  const iconSize = short * place.size;
  const scale = iconSize / 24;
  const x = w * place.cx - iconSize / 2;
  const y = h * place.cy - iconSize / 2;
  const flip = spec.flip ? `translate(${iconSize} 0) scale(-1 1)` : "";
  const dot = Math.max(4, Math.round(short / 90));
  const shadowOffset = short * 0.025;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="field" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1d1b20"/>
      <stop offset="0.6" stop-color="#0e0e11"/>
      <stop offset="1" stop-color="#070708"/>
    </linearGradient>
    <radialGradient id="glow" cx="${place.glowX}" cy="${place.glowY}" r="0.75">
      <stop offset="0" stop-color="${glow}" stop-opacity="0.85"/>
      <stop offset="0.45" stop-color="${glow}" stop-opacity="0.22"/>
      <stop offset="1" stop-color="${glow}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="figure" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="#f4f4f5"/>
      <stop offset="0.55" stop-color="#d9d4d2"/>
      <stop offset="1" stop-color="${glow}"/>
    </linearGradient>
    <linearGradient id="fade" x1="0" y1="1" x2="1" y2="0">
      <stop offset="0" stop-color="#fff" stop-opacity="0.9"/>
      <stop offset="0.7" stop-color="#fff" stop-opacity="0"/>
    </linearGradient>
    <pattern id="dots" width="${dot * 2}" height="${dot * 2}" patternUnits="userSpaceOnUse" patternTransform="rotate(30)">
      <circle cx="${dot}" cy="${dot}" r="${dot * 0.42}" fill="${glow}"/>
    </pattern>
    <mask id="halftone"><rect width="${w}" height="${h}" fill="url(#fade)"/></mask>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.55" stop-color="#0b0b0d" stop-opacity="0"/>
      <stop offset="1" stop-color="#0b0b0d" stop-opacity="0.75"/>
    </linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#field)"/>
  <rect width="${w}" height="${h}" fill="url(#glow)"/>
  <rect width="${w}" height="${h}" fill="url(#dots)" mask="url(#halftone)" opacity="0.35"/>
  <polygon points="${w * place.cutTop},0 ${w * 1.5},0 ${w * 1.5},${h} ${w * place.cutBottom},${h}" fill="#ffffff" opacity="0.045"/>
  <line x1="${w * place.cutTop}" y1="0" x2="${w * place.cutBottom}" y2="${h}" stroke="${glow}" stroke-width="${Math.max(2, short / 160)}" opacity="0.7"/>
  <g transform="translate(${x + shadowOffset} ${y + shadowOffset}) ${flip} scale(${scale})">
    <path d="${icon}" fill="${glow}" opacity="0.55"/>
  </g>
  <g transform="translate(${x} ${y}) ${flip} scale(${scale})">
    <path d="${icon}" fill="url(#figure)"/>
  </g>
  <rect width="${w}" height="${h}" fill="url(#shade)"/>
</svg>`;
}

export interface PortraitSpec {
  width: number;
  height: number;
  glow: string;
  /** The hair and build that tell three trainers apart. */
  look: "ponytail" | "crop" | "beard";
  /** A small pictogram of the trainer's discipline, worn like a badge. */
  badge: string;
}

/** A stylised head-and-shoulders portrait, rim-lit by the accent, for the trainer cards. */
export function portraitSvg({ width: w, height: h, glow, look, badge }: PortraitSpec): string {
  const s = w / 300; // drawn on a 300×400 grid
  const hair: Record<PortraitSpec["look"], string> = {
    ponytail:
      "M112 132c0-40 26-64 40-64s48 16 48 60c0 6-2 10-4 14-6-26-22-40-44-40-18 0-34 12-40 38z M190 110c24 6 34 30 28 62-4 20-14 30-22 34 8-22 6-46-6-70z",
    crop: "M110 138c-2-44 20-70 42-70s44 18 42 64c-6-18-20-30-42-30s-36 14-42 36z",
    beard:
      "M108 136c0-44 22-66 44-66s44 20 44 62c-8-14-22-22-44-22s-36 10-44 26z M114 160c2 38 18 60 38 60s36-22 38-60c-6 16-16 22-38 22s-32-6-38-22z",
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="field" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#222026"/>
      <stop offset="1" stop-color="#09090b"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.8" cy="0.25" r="0.8">
      <stop offset="0" stop-color="${glow}" stop-opacity="0.9"/>
      <stop offset="0.5" stop-color="${glow}" stop-opacity="0.2"/>
      <stop offset="1" stop-color="${glow}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="skin" x1="1" y1="0" x2="0" y2="0">
      <stop offset="0" stop-color="${glow}"/>
      <stop offset="0.35" stop-color="#c9a08c"/>
      <stop offset="1" stop-color="#3a2a26"/>
    </linearGradient>
    <linearGradient id="cloth" x1="1" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${glow}"/>
      <stop offset="0.4" stop-color="#2a2a31"/>
      <stop offset="1" stop-color="#111114"/>
    </linearGradient>
    <pattern id="dots" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(30)">
      <circle cx="4" cy="4" r="1.6" fill="${glow}"/>
    </pattern>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#field)"/>
  <rect width="${w}" height="${h}" fill="url(#glow)"/>
  <g transform="scale(${s})">
    <rect x="0" y="0" width="300" height="170" fill="url(#dots)" opacity="0.18"/>
    <path d="M20 400c6-90 50-130 104-142l28 24 28-24c54 12 98 52 104 142z" fill="url(#cloth)"/>
    <path d="M130 196h44v52c-8 12-36 12-44 0z" fill="url(#skin)"/>
    <ellipse cx="152" cy="148" rx="42" ry="54" fill="url(#skin)"/>
    <path d="${hair[look]}" fill="#141416"/>
    <g transform="translate(196 300) scale(2.4)" opacity="0.9"><path d="${badge}" fill="#f4f4f5"/></g>
  </g>
</svg>`;
}
