// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { artwork } from "#app/content/artwork.ts";
import { collapsedClassCount } from "#app/content/classes.ts";
import type { ClassCardData } from "./ClassCard.tsx";
import { ClassGrid } from "./ClassGrid.tsx";

/** Classes of the test's own, four more than the collapsed grid shows. */
const classes: ClassCardData[] = Array.from({ length: collapsedClassCount + 4 }, (_, index) => ({
  slug: `class-${index + 1}`,
  title: `Class ${index + 1}`,
  description: `What class ${index + 1} is about.`,
  trainer: "A. Coach",
  image: artwork("classes", `class-${index + 1}`, `Class ${index + 1}`),
  weeklySlots: index === 0 ? null : "Wed: 9:00am",
}));

// The cards link to /contact, so the grid renders inside a router.
function renderGrid(shown: ClassCardData[] = classes) {
  render(
    <MemoryRouter>
      <ClassGrid classes={shown} />
    </MemoryRouter>,
  );
}

const cardTitles = () =>
  within(screen.getByRole("list"))
    .getAllByRole("article")
    .map((card) => within(card).getByRole("heading").textContent);

describe("classes grid", () => {
  beforeEach(() => {
    vi.stubGlobal("scrollTo", vi.fn());
  });

  it(`shows the first ${collapsedClassCount} classes at first, each with a way to join`, () => {
    renderGrid();
    expect(cardTitles()).toEqual(classes.slice(0, collapsedClassCount).map((gymClass) => gymClass.title));
    expect(screen.getAllByRole("link", { name: /join now/i })[0]).toHaveAttribute(
      "href",
      `/contact?class=${classes[0]?.slug}`,
    );
  });

  it("shows every class on 'show more', then the first ones again on 'show less', scrolling up each time", async () => {
    const user = userEvent.setup();
    renderGrid();

    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(cardTitles()).toEqual(classes.map((gymClass) => gymClass.title));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: "smooth" });

    await user.click(screen.getByRole("button", { name: "Show less" }));
    expect(cardTitles()).toHaveLength(collapsedClassCount);
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
  });

  it("offers no 'show more' when every class already fits", () => {
    renderGrid(classes.slice(0, collapsedClassCount));
    expect(cardTitles()).toHaveLength(collapsedClassCount);
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("jumps instead of gliding for visitors who prefer reduced motion", async () => {
    vi.stubGlobal("matchMedia", vi.fn().mockReturnValue({ matches: true }));
    const user = userEvent.setup();
    renderGrid();
    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: "auto" });
  });
});
