import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Article } from "#app/content/blog.ts";
import { articlePath, filterHref, tryAClassHref } from "#app/features/blog/articles.ts";

/** After the text: its tags, the invitation to train with us, and the articles before and after it. */
export function ArticleFooter({
  article,
  previous,
  next,
}: {
  article: Article;
  previous: Article | null;
  next: Article | null;
}) {
  return (
    <footer className="mt-12 space-y-10">
      {article.tags.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="mr-2 font-display text-sm uppercase tracking-[0.2em] text-ink/70">Tagged</h2>
          <ul className="flex flex-wrap gap-2">
            {article.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={filterHref("tag", tag)}
                  className="inline-flex min-h-11 items-center rounded-full border border-ink/15 px-4 text-sm hover:border-accent-ink hover:text-accent-ink"
                >
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <section
        aria-labelledby="try-a-class-title"
        className="dark-island relative overflow-hidden rounded-card bg-ink p-7 shadow-card sm:p-9"
      >
        <div aria-hidden="true" className="absolute -right-16 -bottom-20 size-56 rounded-full bg-accent/30 blur-3xl" />
        <p className="section-label relative">Train with us</p>
        <h2
          id="try-a-class-title"
          className="relative mt-3 font-display text-3xl font-semibold uppercase leading-tight tracking-tight"
        >
          Reading is a start
        </h2>
        <p className="relative mt-3 max-w-xl text-paper/80">
          Come and try a class with one of our coaches: tell us which class and when suits you, and we will get back to
          you to book it in.
        </p>
        <Link to={tryAClassHref(article)} className="button-primary relative mt-6">
          Try a class
        </Link>
      </section>

      {previous || next ? (
        <nav aria-label="More articles" className="grid gap-4 sm:grid-cols-2">
          {previous ? <NeighbourLink article={previous} direction="previous" /> : <span className="max-sm:hidden" />}
          {next ? <NeighbourLink article={next} direction="next" /> : null}
        </nav>
      ) : null}
    </footer>
  );
}

/** "Previous article" (published before) or "Next article" (after), with its title. */
function NeighbourLink({ article, direction }: { article: Article; direction: "previous" | "next" }) {
  const next = direction === "next";
  return (
    <Link
      to={articlePath(article.slug)}
      rel={next ? "next" : "prev"}
      className={`group flex flex-col gap-2 rounded-card border border-ink/10 p-5 hover:border-accent-ink ${next ? "items-end text-right" : ""}`}
    >
      <span className="inline-flex items-center gap-2 font-display text-sm uppercase tracking-[0.15em] text-ink/70">
        {next ? null : <ArrowLeft aria-hidden="true" className="size-4" />}
        {next ? "Next article" : "Previous article"}
        {next ? <ArrowRight aria-hidden="true" className="size-4" /> : null}
      </span>{" "}
      <span className="font-display text-xl uppercase leading-tight tracking-wide group-hover:text-accent-ink">
        {article.title}
      </span>
    </Link>
  );
}
