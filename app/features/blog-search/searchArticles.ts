import type { Article } from "#app/content/blog.ts";

/** Articles whose title, body or category contain every word of the query (case-insensitive). */
export function searchArticles(articles: Article[], query: string): Article[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return articles;
  return articles.filter((article) => {
    const haystack = `${article.title} ${article.body} ${article.category}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
