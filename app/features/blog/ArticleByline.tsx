import { Link } from "react-router";
import { type Article, formatArticleDate } from "#app/content/blog.ts";
import { filterHref } from "./articles.ts";

/** "By Leon Hart | 18 November 2026 | Boxing": who wrote it, when, and the category it is filed under (a link to the others). */
export function ArticleByline({ article }: { article: Article }) {
  return (
    <p className="text-sm text-ink/70">
      By {article.author} <span aria-hidden="true">|</span>{" "}
      <time dateTime={article.published}>{formatArticleDate(article.published)}</time> <span aria-hidden="true">|</span>{" "}
      <Link
        to={filterHref("category", article.category)}
        className="font-medium text-accent-ink underline-offset-3 hover:underline"
      >
        {article.category}
      </Link>
    </p>
  );
}
