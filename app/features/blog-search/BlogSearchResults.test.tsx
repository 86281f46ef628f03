// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { BlogSearchForm } from "./BlogSearchForm.tsx";
import { BlogSearchResults } from "./BlogSearchResults.tsx";
import { testArticles as articles } from "./test-articles.ts";
import { useBlogQuery } from "./useBlogQuery.ts";

function BlogStub() {
  const query = useBlogQuery();
  return (
    <>
      <BlogSearchForm query={query} />
      <BlogSearchResults articles={articles} />
    </>
  );
}

function renderBlog(url = "/blog") {
  const Stub = createRoutesStub([{ path: "/blog", Component: BlogStub }]);
  render(<Stub initialEntries={[url]} />);
}

const articleHeadings = () => screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

describe("blog search", () => {
  it("lists every article without a search", () => {
    renderBlog();
    expect(articleHeadings()).toEqual(articles.map((article) => article.title));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("shows only the matching articles for ?q= and says how many", () => {
    renderBlog("/blog?q=calm");
    expect(articleHeadings()).toEqual(["Breathing That Calms a Busy Mind"]);
    expect(screen.getByRole("status")).toHaveTextContent("1 article matches “calm”");
    expect(screen.getByRole("searchbox", { name: "Search articles" })).toHaveValue("calm");
  });

  it("says so when nothing matches, and clearing brings every article back", async () => {
    const user = userEvent.setup();
    renderBlog("/blog?q=zumba");
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(screen.getByRole("status")).toHaveTextContent("No articles match “zumba”");

    await user.click(screen.getByRole("link", { name: "Clear search" }));
    expect(screen.getAllByRole("article")).toHaveLength(articles.length);
    expect(screen.getByRole("searchbox", { name: "Search articles" })).toHaveValue("");
  });

  it("searches when the visitor submits the form", async () => {
    const user = userEvent.setup();
    renderBlog();
    await user.type(screen.getByRole("searchbox", { name: "Search articles" }), "runners");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByRole("status")).toHaveTextContent("1 article matches “runners”");
    expect(articleHeadings()).toEqual(["Balance Work for Trail Runners"]);
  });
});
