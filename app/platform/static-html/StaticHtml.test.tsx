// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { DocumentPartsContext } from "./parts-in-document.ts";
import { StaticHtml } from "./StaticHtml.tsx";
import { documentPart, partInDocument, renderStatic } from "./static-html.server.tsx";

/** Where the app is: what a navigation inside the static part moved it to. */
function Location() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(html: string) {
  const router = createMemoryRouter([
    {
      path: "*",
      element: (
        <>
          <StaticHtml html={html} />
          <Location />
        </>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

const part = renderStatic("static-html-test", () => (
  <section aria-labelledby="part-title">
    <h2 id="part-title">Our classes</h2>
    <a href="/classes" data-discover="true">
      See the classes
    </a>
    <a href="mailto:hello@ironpeak.example">Write to us</a>
    <form method="get" action="/blog" data-discover="true">
      <label htmlFor="part-q">Search articles</label>
      <input id="part-q" name="q" />
      <button type="submit">Search</button>
    </form>
  </section>
));

describe("a part of a page the server renders alone", () => {
  it("shows the server's markup as it is", () => {
    renderPage(part);
    expect(screen.getByRole("region", { name: "Our classes" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See the classes" })).toHaveAttribute("href", "/classes");
  });

  it("follows a link to one of the site's pages in the app, as a <Link> does", async () => {
    renderPage(part);
    await userEvent.click(screen.getByRole("link", { name: "See the classes" }));
    expect(screen.getByRole("status", { name: "location" })).toHaveTextContent("/classes");
  });

  it("leaves other links to the browser", async () => {
    renderPage(part);
    const mail = screen.getByRole("link", { name: "Write to us" });
    let defaultPrevented = true;
    mail.addEventListener("click", (event) => {
      defaultPrevented = event.defaultPrevented;
      event.preventDefault(); // jsdom cannot open mail; what counts is that the app did not take it
    });
    await userEvent.click(mail);
    expect(defaultPrevented).toBe(false);
    expect(screen.getByRole("status", { name: "location" })).toHaveTextContent("/");
  });

  it("sends a search form to its page in the app, its fields as the address's search", async () => {
    renderPage(part);
    await userEvent.type(screen.getByLabelText("Search articles"), "squat depth");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(screen.getByRole("status", { name: "location" })).toHaveTextContent("/blog?q=squat+depth");
  });

  it("renders a part once per key: the same key gives the same markup without rendering again", () => {
    let renders = 0;
    const draw = () => {
      renders++;
      return <p>Hours</p>;
    };
    const first = renderStatic("static-html-test-once", draw);
    const second = renderStatic("static-html-test-once", draw);
    expect(second).toBe(first);
    expect(renders).toBe(1);
  });
});

/** The root's footer and about panel: named in the loader's data, drawn once in the document (decision 0230). */
describe("a part the document carries once", () => {
  const named = partInDocument(part);
  const page = () =>
    createMemoryRouter([
      {
        path: "*",
        element: (
          <>
            <StaticHtml html={named} />
            <Location />
          </>
        ),
      },
    ]);
  /** The server's document for the page, in a container as the browser parsed it. */
  const serverDocument = () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <DocumentPartsContext value={documentPart}>
        <RouterProvider router={page()} />
      </DocumentPartsContext>,
    );
    document.body.append(container);
    return container;
  };
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("is named in the data, not carried: the server draws it from its name", () => {
    expect(named).not.toContain("Our classes");
    expect(named).toBe(partInDocument(part));
    expect(partInDocument("<p>Another</p>")).not.toBe(named);
    const container = serverDocument();
    expect(container.querySelector("h2")?.textContent).toBe("Our classes");
  });

  it("keeps the server's markup when the page hydrates, its links followed in the app", async () => {
    const container = serverDocument();
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={page()} />);
    });
    expect(screen.getByRole("region", { name: "Our classes" })).toBeInTheDocument();
    await act(async () => screen.getByRole("link", { name: "See the classes" }).click());
    expect(screen.getByRole("status", { name: "location" })).toHaveTextContent("/classes");
  });

  it("still shows it when the browser draws the page afresh over the server's, as after a failed hydration", async () => {
    const container = serverDocument();
    await act(async () => {
      createRoot(container).render(<RouterProvider router={page()} />);
    });
    expect(screen.getByRole("region", { name: "Our classes" })).toBeInTheDocument();
  });

  it("is refused by name on the server when nothing named it", () => {
    expect(() => documentPart("p-unknown")).toThrow("No markup for the document part p-unknown");
  });
});
