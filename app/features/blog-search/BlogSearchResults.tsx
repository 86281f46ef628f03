import type { Article } from "#app/content/blog.ts";
import { ArticleCard } from "./ArticleCard.tsx";
import { SearchSummary } from "./SearchSummary.tsx";
import { searchArticles } from "./searchArticles.ts";
import { useBlogQuery } from "./useBlogQuery.ts";

/** The articles that match the ?q= search (all of them without one). */
export function BlogSearchResults({ articles }: { articles: Article[] }) {
  const query = useBlogQuery();
  const matches = searchArticles(articles, query);
  return (
    <div>
      <SearchSummary query={query} count={matches.length} />
      <ul className="space-y-10">
        {matches.map((article, index) => (
          <li key={article.slug}>
            <ArticleCard article={article} priority={index === 0 && !query} />
          </li>
        ))}
      </ul>
    </div>
  );
}
