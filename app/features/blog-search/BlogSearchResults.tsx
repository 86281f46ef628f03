import type { Article } from "#app/content/blog.ts";
import { ArticleCard } from "./ArticleCard.tsx";
import { type ListFilter, SearchSummary } from "./SearchSummary.tsx";

/** The articles the server found for the list's search or filter (every article without one), and what was asked. */
export function BlogSearchResults({
  articles,
  query,
  filter,
}: {
  articles: Article[];
  query: string;
  filter: ListFilter | null;
}) {
  return (
    <div>
      <SearchSummary query={query} filter={filter} count={articles.length} />
      <ul className="space-y-10">
        {articles.map((article, index) => (
          <li key={article.slug}>
            <ArticleCard article={article} priority={index === 0 && !query && !filter} />
          </li>
        ))}
      </ul>
    </div>
  );
}
