import { ArticleCard } from "~/components/blog/ArticleCard";
import type { Article } from "~/content/blog";
import { SearchSummary } from "./SearchSummary";
import { searchArticles } from "./searchArticles";
import { useBlogQuery } from "./useBlogQuery";

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
