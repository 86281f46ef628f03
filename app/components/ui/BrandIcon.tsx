// The three marks' SVG files, not the package's index: that is every brand's path in one 5 MB
// module, which the server and every test file that renders a footer parsed to draw three.
import facebook from "simple-icons/icons/facebook.svg?raw";
import instagram from "simple-icons/icons/instagram.svg?raw";
import x from "simple-icons/icons/x.svg?raw";
import type { SocialNetwork } from "#app/content/site.ts";

const pathIn = (svg: string): string => /\sd="([^"]+)"/.exec(svg)?.[1] ?? "";

const paths: Record<SocialNetwork, string> = {
  facebook: pathIn(facebook),
  twitter: pathIn(x),
  instagram: pathIn(instagram),
};

/** A social network's mark, decorative: the link or button around it carries the name. */
export function BrandIcon({ network, className = "size-4" }: { network: SocialNetwork; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill="currentColor">
      <path d={paths[network]} />
    </svg>
  );
}
