// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { data, MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorScreen, errorTitle } from "./ErrorScreen.tsx";

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

  it("gives each status a heading of its own", () => {
    renderError({ status: 403, statusText: "Forbidden", internal: false, data: "Staff only" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Not for this account");
    expect(errorTitle({ status: 410, statusText: "Gone", internal: false, data: null })).toBe("This page is gone");
    expect(errorTitle(new Error("boom"))).toBe("Something broke on our side");
    expect(errorTitle({ status: 404, statusText: "Not Found", internal: false, data: null })).toBe(
      "Unhandled Thrown Error!",
    );
  });

  it("shows the app's own words for a refusal", () => {
    renderError({ status: 403, statusText: "Forbidden", internal: false, data: "The demo account cannot be changed." });
    expect(screen.getByText("The demo account cannot be changed.")).toBeInTheDocument();
  });

  it("says that a refused page is for staff, and how to get access", () => {
    renderError({ status: 403, statusText: "", internal: false, data: "Staff only" });
    expect(screen.getByText("403 Forbidden")).toBeInTheDocument();
    expect(screen.getByText(/This page is for the gym's staff/)).toBeInTheDocument();
  });
});
