import type { Article } from "#app/content/blog.ts";
import type { ListFilter } from "#app/features/blog-search/SearchSummary.tsx";
import { type SearchableArticle, searchArticles } from "#app/features/blog-search/searchArticles.ts";
import { type Counted, countCategories, countTags, matchesFilters, namedBy } from "./articles.ts";

/** A search longer than this is cut: no article needs more words to be found. */
const MAX_QUERY_LENGTH = 200;

export interface BlogListing {
  /** The search (?q=), trimmed. */
  query: string;
  /** The category (?category=) or tag (?tag=) the list is narrowed to. */
  filter: ListFilter | null;
  /** The matching articles, newest first, without their bodies (those stay on the server). */
  articles: Article[];
}

/**
 * The blog's list for the address's ?q=, ?category= and ?tag=: every word of the search
 * in the title, summary, body, category or tags, in the category and with the tag named.
 * A category or tag no live article has is null: no such list.
 */
export function blogListing(
  params: URLSearchParams,
  articles: SearchableArticle[],
  counts: { categoryCounts: Counted[]; tagCounts: Counted[] } = {
    categoryCounts: countCategories(articles),
    tagCounts: countTags(articles),
  },
): BlogListing | null {
  const query = (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const categoryParam = params.get("category");
  const tagParam = params.get("tag");
  const category = categoryParam === null ? undefined : namedBy(counts.categoryCounts, categoryParam);
  const tag = tagParam === null ? undefined : namedBy(counts.tagCounts, tagParam);
  if ((categoryParam !== null && !category) || (tagParam !== null && !tag)) return null;

  const found = searchArticles(
    articles.filter((article) => matchesFilters(article, { category, tag })),
    query,
  );
  const filter: ListFilter | null = category
    ? { kind: "category", name: category }
    : tag
      ? { kind: "tag", name: tag }
      : null;
  return { query, filter, articles: found.map(({ body: _body, ...article }) => article) };
}
