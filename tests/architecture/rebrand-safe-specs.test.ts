import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { gymClasses } from "#app/content/classes.ts";
import { site } from "#app/content/site.ts";
import { trainers } from "#app/content/trainers.ts";
import { pricingPlans } from "#app/features/products/pricing-plans.server.ts";

/**
 * A gym re-brands by editing app/content: no browser spec may write the brand, a price, a
 * trainer's or a class's name literally (it reads them from the content), except the
 * sample-content specs, which pin the sample gym's own words and skip for a gym's own.
 */
const projectRoot = path.resolve(import.meta.dirname, "../..");
const SAMPLE_CONTENT_SPECS = ["e2e/pages/sample-content.spec.ts"];

const specs = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "e2e"], {
  cwd: projectRoot,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => /\.spec\.tsx?$/.test(file) && !SAMPLE_CONTENT_SPECS.includes(file));

/** Every string literal of a file (quotes and template text), comments left out. */
function literals(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  return [...code.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? "",
  );
}

const words = [
  site.brand,
  ...trainers.map((trainer) => trainer.name),
  ...gymClasses.map((gymClass) => gymClass.title),
  ...pricingPlans().map((plan) => `$${plan.price}`),
];
const literally = (literal: string, word: string) =>
  new RegExp(`(^|[^\\w$])${word.replace(/[$]/g, "\\$")}(?!\\w)`).test(literal);

describe("browser specs", () => {
  it("read the brand, prices, trainers and classes from app/content instead of writing them", () => {
    const found = specs.flatMap((file) =>
      literals(readFileSync(path.join(projectRoot, file), "utf8")).flatMap((literal) =>
        words
          .filter((word) => literally(literal, word))
          .map((word) => `${file}: "${word}" in ${JSON.stringify(literal.slice(0, 80))}`),
      ),
    );
    expect(found).toEqual([]);
  });
});
