import { renderToStaticMarkup } from "react-dom/server";
import { siFacebook, siInstagram, siX } from "simple-icons";
import { describe, expect, it } from "vitest";
import { BrandIcon } from "./BrandIcon.tsx";

describe("a social network's mark", () => {
  it.each([
    ["facebook", siFacebook.path],
    ["twitter", siX.path],
    ["instagram", siInstagram.path],
  ] as const)("draws %s as simple-icons does, hidden from screen readers", (network, path) => {
    const markup = renderToStaticMarkup(<BrandIcon network={network} />);
    expect(markup).toContain(`d="${path}"`);
    expect(markup).toContain('aria-hidden="true"');
  });
});
