import type { Article } from "#app/content/blog.ts";

/** An article with its Markdown body, which the search reads too (on the server: bodies never reach the browser). */
export interface SearchableArticle extends Article {
  body: string;
}

/** Articles whose title, summary, body, category or tags contain every word of the query (case-insensitive). */
export function searchArticles<T extends SearchableArticle>(articles: T[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return articles;
  return articles.filter((article) => {
    const haystack = [article.title, article.summary, article.body, article.category, ...article.tags]
      .join(" ")
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
