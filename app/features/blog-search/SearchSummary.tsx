import { Link } from "react-router";

/** Says what the search found and offers the way back to every article. */
export function SearchSummary({ query, count }: { query: string; count: number }) {
  if (!query) return null;
  return (
    <div
      role="status"
      className="mb-8 flex flex-wrap items-center justify-between gap-3 rounded-card bg-ink/5 px-5 py-4 text-ink"
    >
      <p>
        {count === 0 ? "No articles match" : `${count} ${count === 1 ? "article matches" : "articles match"}`}{" "}
        <strong>“{query}”</strong>
      </p>
      <Link to="/blog" className="link font-medium text-ink">
        Clear search
      </Link>
    </div>
  );
}
