import { Link } from "react-router";
import { site } from "#app/content/site.ts";

/** The wordmark: a peak glyph and the brand name, linking home. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex min-h-11 items-center gap-2 font-display text-2xl font-semibold uppercase tracking-wide text-paper"
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 text-accent" fill="currentColor">
        <path d="M2 27 13 7l5.5 10L22 11l8 16Z" />
        <path d="M13 7 10 12.5l3 -1.5 3 1.5Z" className="text-paper" fill="currentColor" />
      </svg>
      <span>{site.brand}</span>
    </Link>
  );
}
