// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { gymClasses } from "#app/content/classes.ts";
import { ClassGrid } from "./ClassGrid.tsx";

const AllClasses = () => <ClassGrid classes={gymClasses} />;

function renderGrid() {
  const Stub = createRoutesStub([{ path: "/", Component: AllClasses }]);
  render(<Stub />);
}

const cards = () => within(screen.getByRole("list")).getAllByRole("article");

describe("classes grid", () => {
  beforeEach(() => {
    vi.stubGlobal("scrollTo", vi.fn());
  });

  it("shows eight classes at first, each with a way to join", () => {
    renderGrid();
    expect(cards()).toHaveLength(8);
    expect(screen.getAllByRole("link", { name: /join now/i })[0]).toHaveAttribute("href", "/contact");
  });

  it("shows all twelve on 'show more', then eight again on 'show less', scrolling up each time", async () => {
    const user = userEvent.setup();
    renderGrid();

    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(cards()).toHaveLength(12);
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: "smooth" });

    await user.click(screen.getByRole("button", { name: "Show less" }));
    expect(cards()).toHaveLength(8);
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
  });

  it("jumps instead of gliding for visitors who prefer reduced motion", async () => {
    vi.stubGlobal("matchMedia", vi.fn().mockReturnValue({ matches: true }));
    const user = userEvent.setup();
    renderGrid();
    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: "auto" });
  });
});
