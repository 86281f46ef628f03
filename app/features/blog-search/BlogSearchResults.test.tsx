// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import { type BlogListing, blogListing } from "#app/features/blog/blog-list.server.ts";
import { BlogSearchForm } from "./BlogSearchForm.tsx";
import { BlogSearchResults } from "./BlogSearchResults.tsx";
import { testArticles as articles } from "./test-articles.ts";

/** The blog's list as its route has it: the server's listing for the address, the form and the results. */
function BlogStub() {
  const { query, filter, articles: found } = useLoaderData() as BlogListing;
  return (
    <>
      <BlogSearchForm query={query} />
      <BlogSearchResults articles={found} query={query} filter={filter} />
    </>
  );
}

/** The stub renders nothing until its loader has answered, as the page never does (the server answers first). */
function NothingYet() {
  return null;
}

function renderBlog(url = "/blog") {
  const Stub = createRoutesStub([
    {
      path: "/blog",
      Component: BlogStub,
      loader: ({ request }: LoaderFunctionArgs) => blogListing(new URL(request.url).searchParams, articles),
      HydrateFallback: NothingYet,
    },
  ]);
  render(<Stub initialEntries={[url]} />);
}

const articleHeadings = async () =>
  (await screen.findAllByRole("heading", { level: 2 })).map((heading) => heading.textContent);

describe("blog search", () => {
  it("lists every article without a search, each leading to its page", async () => {
    renderBlog();
    expect(await articleHeadings()).toEqual(articles.map((article) => article.title));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    for (const article of articles) {
      expect(screen.getByRole("link", { name: `Read more: ${article.title}` })).toHaveAttribute(
        "href",
        `/blog/${article.slug}`,
      );
    }
  });

  it("shows only the articles whose title or body match ?q= and says how many", async () => {
    renderBlog("/blog?q=calm");
    expect(await articleHeadings()).toEqual(["Breathing That Calms a Busy Mind"]);
    expect(screen.getByRole("status")).toHaveTextContent("1 article matches “calm”");
    expect(screen.getByRole("searchbox", { name: "Search articles" })).toHaveValue("calm");
  });

  it("says so when nothing matches, and clearing brings every article back", async () => {
    const user = userEvent.setup();
    renderBlog("/blog?q=zumba");
    expect(await screen.findByRole("status")).toHaveTextContent("No articles match “zumba”");
    expect(screen.queryAllByRole("article")).toHaveLength(0);

    await user.click(screen.getByRole("link", { name: "Clear search" }));
    expect(await screen.findAllByRole("article")).toHaveLength(articles.length);
    expect(screen.getByRole("searchbox", { name: "Search articles" })).toHaveValue("");
  });

  it("searches when the visitor submits the form", async () => {
    const user = userEvent.setup();
    renderBlog();
    await user.type(await screen.findByRole("searchbox", { name: "Search articles" }), "runners");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByRole("status")).toHaveTextContent("1 article matches “runners”");
    expect(await articleHeadings()).toEqual(["Balance Work for Trail Runners"]);
  });
});
