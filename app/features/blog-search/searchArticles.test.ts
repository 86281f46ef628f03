import { describe, expect, it } from "vitest";
import { searchArticles } from "./searchArticles.ts";
import { testArticles as articles } from "./test-articles.ts";

const titles = (query: string) => searchArticles(articles, query).map((article) => article.title);

describe("searchArticles", () => {
  it("returns every article for an empty or blank query", () => {
    expect(searchArticles(articles, "")).toEqual(articles);
    expect(searchArticles(articles, "   ")).toEqual(articles);
  });

  it("matches titles regardless of case", () => {
    expect(titles("CALMS")).toEqual(["Breathing That Calms a Busy Mind"]);
  });

  it("matches words that only appear in the body", () => {
    expect(titles("overhead")).toEqual(["Open Your Upper Back"]);
  });

  it("matches the category", () => {
    expect(titles("mobility")).toEqual(["Open Your Upper Back"]);
  });

  it("matches the tags and the summary", () => {
    expect(titles("barbell")).toEqual(["Find Your Squat Depth"]);
    expect(titles("coach 4")).toEqual(["Open Your Upper Back"]);
  });

  it("matches parts of words, in every article that has them", () => {
    expect(titles("run")).toEqual(["Balance Work for Trail Runners"]);
    expect(titles("straight")).toEqual(["Balance Work for Trail Runners"]);
    expect(titles("ing")).toEqual([
      "Breathing That Calms a Busy Mind",
      "Balance Work for Trail Runners",
      "Open Your Upper Back",
    ]);
  });

  it("needs every word of the query to match", () => {
    expect(titles("runners balance")).toEqual(["Balance Work for Trail Runners"]);
    expect(titles("runners thoracic")).toEqual([]);
  });
});
