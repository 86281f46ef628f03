import { Link } from "react-router";

/** The category or tag a list of articles is narrowed to. */
export interface ListFilter {
  kind: "category" | "tag";
  name: string;
}

const filterWords = { category: "in", tag: "tagged" } as const;

/** Says what the search or the category or tag filter found, and offers the way back to every article. */
export function SearchSummary({ query, filter, count }: { query: string; filter: ListFilter | null; count: number }) {
  if (!query && !filter) return null;
  const narrowed = filter ? (
    <>
      {" "}
      {filterWords[filter.kind]} <strong>{filter.name}</strong>
    </>
  ) : null;
  return (
    <div
      role="status"
      className="mb-8 flex flex-wrap items-center justify-between gap-3 rounded-card bg-ink/5 px-5 py-4 text-ink"
    >
      <p>
        {query ? (
          <>
            {count === 0 ? "No articles match" : `${count} ${count === 1 ? "article matches" : "articles match"}`}{" "}
            <strong>“{query}”</strong>
          </>
        ) : (
          `${count} ${count === 1 ? "article" : "articles"}`
        )}
        {narrowed}
      </p>
      <Link to="/blog" className="link font-medium text-ink">
        {query ? "Clear search" : "Show every article"}
      </Link>
    </div>
  );
}
