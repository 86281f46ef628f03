import { site } from "#app/content/site.ts";

/** A front-desk page's title; kept out of search engines (the pages need a sign-in anyway). */
export function staffPageMeta(title: string) {
  return [{ title: `${title} | Front desk | ${site.brand}` }, { name: "robots", content: "noindex, nofollow" }];
}
