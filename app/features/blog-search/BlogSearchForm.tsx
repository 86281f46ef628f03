import { Search } from "lucide-react";
import { Form } from "react-router";

/** A plain GET form: the query lands in the URL as ?q=, with or without JavaScript. */
export function BlogSearchForm({ query }: { query: string }) {
  return (
    <Form method="get" action="/blog" role="search" className="flex gap-2">
      <label className="sr-only" htmlFor="blog-search">
        Search articles
      </label>
      <input
        // A new query from the URL (e.g. after "clear") resets what the field shows.
        key={query}
        id="blog-search"
        type="search"
        name="q"
        placeholder="Search..."
        defaultValue={query}
        className="field"
      />
      <button
        type="submit"
        className="icon-button shrink-0 rounded-card bg-accent text-ink hover:bg-paper"
        aria-label="Search"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
    </Form>
  );
}
