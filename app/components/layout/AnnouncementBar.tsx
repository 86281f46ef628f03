import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useSiteDetails } from "./site-details.tsx";

/**
 * The owner's announcement across the top of every public page, while it runs (decision
 * 0200): rendered on the server, no script of its own. Its height is fixed (two lines at
 * most on a phone, one on wider screens) so the page below it is laid out once, and the
 * document pads its content by the same height (ANNOUNCEMENT_OFFSET).
 */
export const ANNOUNCEMENT_OFFSET = "pt-12 sm:pt-10";

export function AnnouncementBar() {
  const { announcement } = useSiteDetails();
  if (!announcement) return null;
  const { text, link } = announcement;
  const linkClass =
    "ml-2 inline-flex items-center gap-1 font-semibold underline decoration-ink/40 underline-offset-2 hover:decoration-ink";
  return (
    <section aria-label="Announcement" className="bg-accent text-ink">
      <div className="content-width flex h-12 items-center justify-center text-center text-sm leading-tight sm:h-10">
        <p className="line-clamp-2">
          {text}
          {link ? (
            link.startsWith("/") ? (
              <Link to={link} className={linkClass}>
                Find out more
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            ) : (
              <a href={link} className={linkClass} rel="noopener noreferrer">
                Find out more
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            )
          ) : null}
        </p>
      </div>
    </section>
  );
}
