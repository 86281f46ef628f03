import type { Article } from "#app/content/blog.ts";
import type { ListFilter } from "#app/features/blog-search/SearchSummary.tsx";
import { type SearchableArticle, searchArticles } from "#app/features/blog-search/searchArticles.ts";
import { searchableArticles } from "./article-bodies.server.ts";
import { categoryNamed, matchesFilters, tagNamed } from "./articles.ts";

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
 * A category or tag the blog does not have is null: no such list.
 */
export function blogListing(
  params: URLSearchParams,
  articles: SearchableArticle[] = searchableArticles,
): BlogListing | null {
  const query = (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const categoryParam = params.get("category");
  const tagParam = params.get("tag");
  const category = categoryParam === null ? undefined : categoryNamed(categoryParam);
  const tag = tagParam === null ? undefined : tagNamed(tagParam);
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
