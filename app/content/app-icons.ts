/**
 * The installable web app's icons (the manifest, app/routes/web-app-manifest.ts), drawn from the
 * shipped mark public/favicon.svg by scripts/artwork/app-icons.ts into public/icons/.
 * A gym that replaces the mark re-runs the script.
 */
export const appIcons = [
  { src: "/icons/icon-192.png", size: 192, purpose: "any" },
  { src: "/icons/icon-512.png", size: 512, purpose: "any" },
  { src: "/icons/maskable-512.png", size: 512, purpose: "maskable" },
  { src: "/icons/apple-touch-icon.png", size: 180, purpose: "any" },
] as const;

/** The app's colours: the ground while it starts, and the browser's bars. */
export const appColours = { background: "#0b0b0d", theme: "#0b0b0d" } as const;
