/**
 * The short full-width band that opens every inner page with its title (the page's one <h1>).
 * `compact` is for long titles (an article's) and for pages whose content should start
 * within the first screen of a phone (a day's schedule).
 */
export function PageBanner({
  title,
  eyebrow,
  titleId,
  compact = false,
}: {
  title: string;
  eyebrow?: string;
  /** For a landmark the title names (aria-labelledby). */
  titleId?: string;
  compact?: boolean;
}) {
  return (
    <section className="page-banner relative isolate overflow-hidden bg-surface pt-18">
      <div
        className={`content-width flex flex-col justify-end ${compact ? "min-h-28 pt-6 pb-7 sm:min-h-32 sm:pt-8 sm:pb-8" : "min-h-48 pt-10 pb-10 sm:min-h-64"}`}
      >
        {eyebrow ? <p className={`section-label ${compact ? "mb-2 sm:mb-3" : "mb-3"}`}>{eyebrow}</p> : null}
        <h1
          id={titleId}
          className={`font-display font-semibold uppercase leading-none tracking-tight ${compact ? "text-4xl text-balance sm:text-6xl" : "text-5xl sm:text-7xl"}`}
        >
          {title}
        </h1>
      </div>
    </section>
  );
}
