import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Container } from "#app/components/ui/Container.tsx";
import { SectionHeading } from "#app/components/ui/SectionHeading.tsx";
import { type Article, formatArticleDate } from "#app/content/blog.ts";
import { articlePath } from "#app/features/blog/articles.ts";

/** The latest articles, each leading to its page. */
export function BlogTeaserSection({ teaserArticles }: { teaserArticles: Article[] }) {
  return (
    <section aria-labelledby="blog-teaser-title" className="section-space section-light">
      <Container>
        <SectionHeading id="blog-teaser-title" label="Our blog" title="Latest from the blog" align="center" />
        <ul className="grid gap-6 md:grid-cols-3">
          {teaserArticles.map((article) => (
            <li key={article.slug}>
              <article className="flex h-full flex-col rounded-card bg-white p-7 text-ink shadow-[0_18px_40px_-24px_rgb(0_0_0/0.35)]">
                <p className="font-display text-sm tracking-[0.2em] text-accent-ink uppercase">
                  <time dateTime={article.published}>{formatArticleDate(article.published)}</time>
                </p>
                <h3 className="mt-3 font-display text-2xl uppercase leading-tight tracking-wide">{article.title}</h3>
                <p className="mt-3 flex-1 text-ink/75">{article.summary}</p>
                <Link
                  to={articlePath(article.slug)}
                  className="mt-6 inline-flex min-h-11 items-center gap-2 self-start font-display text-sm font-semibold uppercase tracking-[0.15em] text-ink hover:text-accent-ink"
                >
                  Read more<span className="sr-only">: {article.title}</span>{" "}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
