import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";

/** Page links 1, 2… with previous/next arrows where there is somewhere to go; one page needs none. */
export function GalleryPagination({ current, pages: galleryPageSlugs }: { current: string; pages: string[] }) {
  if (galleryPageSlugs.length < 2) return null;
  const index = galleryPageSlugs.indexOf(current);
  const previous = galleryPageSlugs[index - 1];
  const next = galleryPageSlugs[index + 1];
  const pageClass =
    "grid size-12 place-items-center rounded-full border font-display text-lg transition-colors duration-200";

  return (
    <nav aria-label="Gallery pages" className="mt-14">
      <ul className="flex items-center justify-center gap-3">
        {previous ? <StepLink slug={previous} label="Previous page" Icon={ChevronLeft} className={pageClass} /> : null}
        {galleryPageSlugs.map((slug, position) => (
          <li key={slug}>
            <Link
              to={`/gallery/${slug}`}
              aria-current={slug === current ? "page" : undefined}
              aria-label={`Page ${position + 1}`}
              className={`${pageClass} ${
                slug === current
                  ? "border-accent bg-accent text-ink"
                  : "border-white/15 hover:border-accent hover:text-accent"
              }`}
            >
              {position + 1}
            </Link>
          </li>
        ))}
        {next ? <StepLink slug={next} label="Next page" Icon={ChevronRight} className={pageClass} /> : null}
      </ul>
    </nav>
  );
}

/** The arrow to the previous or next page. */
function StepLink({
  slug,
  label,
  Icon,
  className,
}: {
  slug: string;
  label: string;
  Icon: typeof ChevronLeft;
  className: string;
}) {
  return (
    <li>
      <Link
        to={`/gallery/${slug}`}
        className={`${className} border-white/15 hover:border-accent hover:text-accent`}
        aria-label={label}
      >
        <Icon aria-hidden="true" className="size-5" />
      </Link>
    </li>
  );
}
