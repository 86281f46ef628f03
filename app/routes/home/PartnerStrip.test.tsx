// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { partnerLogo } from "#app/content/partners.ts";
import { PartnerStrip } from "./PartnerStrip.tsx";

const partners = [
  { name: "Northwind Protein", logo: partnerLogo("northwind.svg", 160, 48) },
  { name: "Kettle & Co", mark: "flame" as const },
  { name: "Plain Name Ltd" },
];

describe("the partner strip", () => {
  it("shows a partner's logo file, named by the partner, at its own size and loaded lazily", () => {
    render(<PartnerStrip partners={partners} />);
    const logo = screen.getByRole("img", { name: "Northwind Protein" });
    expect(logo).toHaveAttribute("src", "/artwork/partners/northwind.svg");
    expect(logo).toHaveAttribute("width", "160");
    expect(logo).toHaveAttribute("height", "48");
    expect(logo).toHaveAttribute("loading", "lazy");
  });

  it("falls back to the wordmark, the partner's name in text, where there is no logo", () => {
    render(<PartnerStrip partners={partners} />);
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["", "Kettle & Co", "Plain Name Ltd"]);
    expect(within(items[1] as HTMLElement).queryByRole("img")).toBeNull();
    expect(within(items[2] as HTMLElement).queryByRole("img")).toBeNull();
  });
});
