// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TestimonialCarousel } from "./TestimonialCarousel.tsx";

const three = [
  { text: "First quote", name: "Ada", job: "Engineer" },
  { text: "Second quote", name: "Ben", job: "Nurse" },
  { text: "Third quote", name: "Cy", job: "Chef" },
];

describe("testimonials", () => {
  it("moves forward and wraps from the last back to the first", async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel testimonials={three} />);
    expect(screen.getByText("First quote")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(screen.getByText("Second quote")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next testimonial" }));
    await user.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(screen.getByText("First quote")).toBeInTheDocument();
  });

  it("moves back and wraps from the first to the last", async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel testimonials={three} />);
    await user.click(screen.getByRole("button", { name: "Previous testimonial" }));
    expect(screen.getByText("Third quote")).toBeInTheDocument();
    expect(screen.getByText("Cy")).toBeInTheDocument();
  });

  it("disables both arrows when there is a single testimonial", () => {
    render(<TestimonialCarousel testimonials={three.slice(0, 1)} />);
    expect(screen.getByRole("button", { name: "Previous testimonial" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next testimonial" })).toBeDisabled();
  });
});
