import { describe, expect, it } from "vitest";
import { articles } from "#app/content/blog.ts";
import { searchArticles } from "./searchArticles.ts";

const titles = (query: string) => searchArticles(articles, query).map((article) => article.title);

describe("searchArticles", () => {
  it("returns every article for an empty or blank query", () => {
    expect(searchArticles(articles, "")).toHaveLength(7);
    expect(searchArticles(articles, "   ")).toHaveLength(7);
  });

  it("matches titles regardless of case", () => {
    expect(titles("CALM")).toEqual(["Breathing Drills That Calm a Busy Mind"]);
  });

  it("matches words that only appear in the body", () => {
    expect(titles("thoracic")).toEqual(["Yoga for Lifters Who Hate Yoga"]);
  });

  it("matches the category", () => {
    expect(searchArticles(articles, "yoga")).toHaveLength(7);
  });

  it("needs every word of the query to match", () => {
    expect(titles("runners balance")).toEqual(["Balance Poses for Runners"]);
    expect(titles("runners thoracic")).toEqual([]);
  });
});
