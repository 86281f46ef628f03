import { Link } from "react-router";
import { ArtImage } from "#app/components/ui/ArtImage.tsx";
import type { Article } from "#app/content/blog.ts";

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
        <p className="text-sm text-ink/70">
          By {article.author} <span aria-hidden="true">|</span> {article.date} <span aria-hidden="true">|</span>{" "}
          <span className="font-medium text-accent-ink">{article.category}</span>
        </p>
        <h2
          id={`article-${article.slug}`}
          className="mt-3 font-display text-3xl font-semibold uppercase leading-tight tracking-tight sm:text-4xl"
        >
          {article.title}
        </h2>
        <p className="mt-4 text-ink/80">{article.body}</p>
        <Link to="/contact" className="button-primary mt-7" aria-label={`Purchase now: ${article.title}`}>
          Purchase now
        </Link>
      </div>
    </article>
  );
}
