import { useSiteDetails } from "#app/components/layout/site-details.tsx";
import { site } from "#app/content/site.ts";
import { BrandIcon } from "./BrandIcon.tsx";

export function SocialLinks({ className = "" }: { className?: string }) {
  const { social } = useSiteDetails();
  if (social.length === 0) return null;
  return (
    <ul className={`flex gap-2 ${className}`}>
      {social.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            rel="noopener noreferrer"
            target="_blank"
            className="grid size-11 place-items-center rounded-full border border-white/15 text-paper transition-colors duration-200 hover:border-accent hover:bg-accent hover:text-ink"
          >
            <BrandIcon network={link.network} />
            <span className="sr-only">{`${site.brand} on ${link.label} (opens in a new tab)`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
