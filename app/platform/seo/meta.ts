import type { MetaDescriptor } from "react-router";
import { shareImage } from "#app/content/artwork.ts";
import { site } from "#app/content/site.ts";

interface PageMeta {
  title: string;
  description: string;
  /** The page's path, for its canonical URL; omit for pages that should not be indexed. */
  path?: string;
  /** The site's origin as the page was rendered for it (pageOrigin in origin.ts). */
  origin: string;
}

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMeta({ title, description, path, origin }: PageMeta): MetaDescriptor[] {
  const fullTitle = path === "/" ? `${site.brand} | ${title}` : `${title} | ${site.brand}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:site_name", content: site.brand },
    { property: "og:type", content: "website" },
    { property: "og:image", content: new URL(shareImage.src, origin).href },
    { property: "og:image:width", content: String(shareImage.width) },
    { property: "og:image:height", content: String(shareImage.height) },
    { property: "og:image:alt", content: `${site.brand}: ${shareImage.alt}` },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (path) {
    const url = new URL(path, origin).href;
    tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  }
  return tags;
}
