import { randomUUID } from "node:crypto";
import { currentSchedule } from "#app/features/timetable/current-schedule.ts";
import type { articleJson } from "./article-api.server.ts";
import { coverChoices } from "./cover-pictures.ts";

/** An article as GET /api/staff/articles answers it. */
export type ArticleJson = ReturnType<typeof articleJson>;

/** A word no article has: "qz3f9a2c1b". */
export const uniqueWord = () => `qz${randomUUID().replaceAll("-", "").slice(0, 8)}`;

/**
 * An article of the test's own, with a unique title, category and word, and Markdown that
 * tries what a public page must never carry (a script, an event handler, a javascript: link)
 * beside what it should (a section heading, bold text, a link).
 */
export function articleFixture() {
  const word = uniqueWord();
  const heading = `Grip and breath ${word}`;
  const strong = "keep the bell close";
  const link = "https://example.com/kettlebells";
  const scriptMarker = `stolen-${word}`;
  const trainer = currentSchedule().trainers.find((candidate) => !candidate.retired);
  return {
    title: `Kettlebell notes ${word}`,
    summary: `Short notes on swinging a kettlebell, ${word}.`,
    body: [
      `A first paragraph about ${word}swings.`,
      `# ${heading}`,
      `Always **${strong}** and read [the guide](${link}).`,
      `<script>document.title = "${scriptMarker}"</script>`,
      `<img src="/x.png" onerror="alert(1)">`,
      "[a trap](javascript:alert(1))",
    ].join("\n\n"),
    category: `Bells ${word}`,
    tags: ["Kettlebell", word],
    author: trainer?.id ?? "",
    coverPicture: coverChoices()[0]?.value ?? "",
    coverAlt: `A kettlebell on the floor, ${word}`,
    status: "draft" as const,
    // What the test looks for.
    heading,
    strong,
    link,
    scriptMarker,
    bodyWord: `${word}swings`,
  };
}

/** The fixture as the API takes it (the test's own keys left out). */
export function articleBody(fixture: ReturnType<typeof articleFixture>) {
  const { heading: _h, strong: _s, link: _l, scriptMarker: _m, bodyWord: _w, ...body } = fixture;
  return body;
}
