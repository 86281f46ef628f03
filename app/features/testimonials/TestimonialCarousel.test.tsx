// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TestimonialCarousel } from "./TestimonialCarousel.tsx";

const three = [
  { text: "First quote", name: "Ada", job: "Engineer" },
  { text: "Second quote", name: "Ben", job: "Nurse" },
  { text: "Third quote", name: "Cy", job: "Chef" },
];

/** The slide a visitor (and a screen reader) is shown: the others are hidden once the page has hydrated. */
const currentSlide = () => screen.getByRole("group");

describe("testimonials", () => {
  it("moves forward and wraps from the last back to the first", async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel testimonials={three} />);
    expect(currentSlide()).toHaveAccessibleName("1 of 3");
    expect(currentSlide()).toHaveTextContent("First quote");
    await user.click(screen.getByRole("link", { name: "Next testimonial" }));
    expect(currentSlide()).toHaveTextContent("Second quote");
    await user.click(screen.getByRole("link", { name: "Next testimonial" }));
    await user.click(screen.getByRole("link", { name: "Next testimonial" }));
    expect(currentSlide()).toHaveTextContent("First quote");
  });

  it("moves back and wraps from the first to the last", async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel testimonials={three} />);
    await user.click(screen.getByRole("link", { name: "Previous testimonial" }));
    expect(currentSlide()).toHaveAccessibleName("3 of 3");
    expect(within(currentSlide()).getByRole("blockquote")).toHaveTextContent("Third quote");
    expect(currentSlide()).toHaveTextContent("Cy");
  });

  it("keeps the keyboard on the arrow that was pressed, in the slide it moved to", async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel testimonials={three} />);
    screen.getByRole("link", { name: "Next testimonial" }).focus();
    await user.keyboard("{Enter}");
    expect(currentSlide()).toHaveTextContent("Second quote");
    expect(within(currentSlide()).getByRole("link", { name: "Next testimonial" })).toHaveFocus();
  });

  it("before its scripts run, shows every slide, each with arrows that link to its neighbours and wrap", () => {
    const page = document.createElement("main");
    page.innerHTML = renderToString(<TestimonialCarousel testimonials={three} />);
    const slides = within(page).getAllByRole("group");
    expect(slides.map((slide) => slide.textContent)).toEqual([
      expect.stringContaining("First quote"),
      expect.stringContaining("Second quote"),
      expect.stringContaining("Third quote"),
    ]);
    const targets = slides.map((slide) => ({
      previous: within(slide).getByRole("link", { name: "Previous testimonial" }).getAttribute("href"),
      next: within(slide).getByRole("link", { name: "Next testimonial" }).getAttribute("href"),
    }));
    const fragment = (slide: HTMLElement) => `#${slide.id}`;
    const [first, second, third] = slides as [HTMLElement, HTMLElement, HTMLElement];
    expect(targets).toEqual([
      { previous: fragment(third), next: fragment(second) },
      { previous: fragment(first), next: fragment(third) },
      { previous: fragment(second), next: fragment(first) },
    ]);
    for (const slide of slides) expect(slide).not.toHaveAttribute("inert");
  });

  it("disables both arrows when there is a single testimonial", () => {
    render(<TestimonialCarousel testimonials={three.slice(0, 1)} />);
    expect(screen.getByRole("button", { name: "Previous testimonial" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next testimonial" })).toBeDisabled();
    expect(currentSlide()).toHaveTextContent("First quote");
  });
});
