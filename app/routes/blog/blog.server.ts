import { data } from "react-router";
import { blogListing } from "#app/features/blog/blog-list.server.ts";
import { currentBlog, sidebarData } from "#app/features/blog/blog-view.server.ts";
import { currentPromotion } from "#app/features/offers/promotion.server.ts";

/**
 * The blog's list: every live article, or per request the ones a search or a category or
 * tag link asks for (?q=, ?category=, ?tag=), with or without scripts. A category or tag
 * no live article has is no page (404).
 */
export function loadBlogList(request: Request) {
  const blog = currentBlog();
  const listing = blogListing(new URL(request.url).searchParams, blog.searchable, blog);
  if (!listing) throw data(null, { status: 404, statusText: "Not Found" });
  return { ...listing, sidebar: sidebarData(blog), promotion: currentPromotion() };
}
