import { siFacebook, siInstagram, siX } from "simple-icons";
import type { SocialNetwork } from "#app/content/site.ts";

const paths: Record<SocialNetwork, string> = {
  facebook: siFacebook.path,
  twitter: siX.path,
  instagram: siInstagram.path,
};

/** A social network's mark, decorative: the link or button around it carries the name. */
export function BrandIcon({ network, className = "size-4" }: { network: SocialNetwork; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill="currentColor">
      <path d={paths[network]} />
    </svg>
  );
}
