// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { BmiCalculator } from "./BmiCalculator.tsx";

async function calculate(weight: string, height: string) {
  const user = userEvent.setup();
  render(<BmiCalculator />);
  if (weight) await user.type(screen.getByLabelText("Weight (kg)"), weight);
  if (height) await user.type(screen.getByLabelText("Height (cm)"), height);
  await user.click(screen.getByRole("button", { name: "Calculate" }));
}

describe("BMI calculator", () => {
  it("shows the BMI to one decimal and its category", async () => {
    await calculate("70", "175");
    expect(screen.getByRole("status")).toHaveTextContent("22.9");
    expect(screen.getByText("Normal")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it.each([
    ["zero weight", "0", "175"],
    ["an empty height", "70", ""],
    ["a negative height", "70", "-175"],
    ["a non-numeric weight", "abc", "175"],
  ])("asks for valid input on %s", async (_case, weight, height) => {
    await calculate(weight, height);
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid weight and height");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
