import { data } from "react-router";
import { blogListing } from "#app/features/blog/blog-list.server.ts";

/**
 * The blog's list: every article when the build prerenders /blog, and per request the ones
 * a search or a category or tag link asks for (?q=, ?category=, ?tag=), with or without
 * scripts. A category or tag the blog does not have is no page (404).
 */
export function loadBlogList(request: Request) {
  const listing = blogListing(new URL(request.url).searchParams);
  if (!listing) throw data(null, { status: 404, statusText: "Not Found" });
  return listing;
}
