/** The short full-width band that opens every inner page with its title (the page's one <h1>). */
export function PageBanner({ title, eyebrow }: { title: string; eyebrow?: string }) {
  return (
    <section className="page-banner relative isolate overflow-hidden bg-surface pt-18">
      <div className="content-width flex min-h-48 flex-col justify-end pt-10 pb-10 sm:min-h-64">
        {eyebrow ? <p className="section-label mb-3">{eyebrow}</p> : null}
        <h1 className="font-display text-5xl font-semibold uppercase leading-none tracking-tight sm:text-7xl">
          {title}
        </h1>
      </div>
    </section>
  );
}
