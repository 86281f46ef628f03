import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ArtImage } from "#app/components/ui/ArtImage.tsx";
import type { Article } from "#app/content/blog.ts";
import { ArticleByline } from "#app/features/blog/ArticleByline.tsx";
import { articlePath } from "#app/features/blog/articles.ts";

/** One article in the blog's list: its picture, byline, title and summary, leading to the article. */
export function ArticleCard({ article, priority = false }: { article: Article; priority?: boolean }) {
  return (
    <article
      aria-labelledby={`article-${article.slug}`}
      className="overflow-hidden rounded-card bg-white text-ink shadow-[0_18px_40px_-24px_rgb(0_0_0/0.35)]"
    >
      <ArtImage
        image={article.image}
        sizes="(min-width: 1024px) 760px, 92vw"
        priority={priority}
        className="aspect-[16/9] w-full object-cover"
      />
      <div className="p-6 sm:p-9">
        <ArticleByline article={article} />
        <h2
          id={`article-${article.slug}`}
          className="mt-3 font-display text-3xl font-semibold uppercase leading-tight tracking-tight sm:text-4xl"
        >
          <Link to={articlePath(article.slug)} className="hover:text-accent-ink">
            {article.title}
          </Link>
        </h2>
        <p className="mt-4 text-ink/80">{article.summary}</p>
        <Link
          to={articlePath(article.slug)}
          className="mt-6 inline-flex min-h-11 items-center gap-2 font-display text-sm font-semibold uppercase tracking-[0.15em] text-ink hover:text-accent-ink"
        >
          Read more<span className="sr-only">: {article.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
