// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { data, MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorScreen } from "./ErrorScreen.tsx";

// The screen links home, so it renders inside a router.
function renderError(error: unknown) {
  render(
    <MemoryRouter>
      <ErrorScreen error={error} />
    </MemoryRouter>,
  );
}

describe("the error screen", () => {
  it("says 'Unhandled Thrown Error!' with the status of a route error", () => {
    renderError({ status: 404, statusText: "Not Found", internal: false, data: null });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unhandled Thrown Error!");
    expect(screen.getByText("404 Not Found")).toBeInTheDocument();
  });

  it("shows a thrown error's message", () => {
    renderError(new Error("The schedule could not be read"));
    expect(screen.getByText("The schedule could not be read")).toBeInTheDocument();
  });

  it("offers a way back home", () => {
    renderError(data(null, { status: 404 }));
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  });

  it("says that a refused page is for staff, and how to get access", () => {
    renderError({ status: 403, statusText: "", internal: false, data: "Staff only" });
    expect(screen.getByText("403 Forbidden")).toBeInTheDocument();
    expect(screen.getByText(/This page is for the gym's staff/)).toBeInTheDocument();
  });
});
