import type { ReactNode } from "react";
import { Link } from "react-router";
import { OfferBanner, type Promotion } from "#app/components/sections/OfferBanner.tsx";
import { ArtImage } from "#app/components/ui/ArtImage.tsx";
import { formatArticleDate } from "#app/content/blog.ts";
import { articlePath, filterHref, type SidebarData } from "#app/features/blog/articles.ts";
import { BlogSearchForm } from "#app/features/blog-search/BlogSearchForm.tsx";
import type { ListFilter } from "#app/features/blog-search/SearchSummary.tsx";

/** Search, categories, recent posts, tags and the offer promoted now (none: no banner); every entry leads somewhere. */
export function BlogSidebar({
  query,
  filter = null,
  data,
  promotion,
}: {
  query: string;
  filter?: ListFilter | null;
  data: SidebarData;
  promotion: Promotion | null;
}) {
  const { categoryCounts, tagCounts, recent: recentArticles } = data;
  const current = (kind: ListFilter["kind"], name: string) =>
    filter?.kind === kind && filter.name === name ? ("page" as const) : undefined;
  return (
    <aside aria-label="Blog sidebar" className="space-y-10 text-ink">
      <SidebarBlock title="Search" id="sidebar-search">
        <BlogSearchForm query={query} />
      </SidebarBlock>

      <SidebarBlock title="Categories" id="sidebar-categories">
        <ul className="divide-y divide-ink/10">
          {categoryCounts.map((category) => (
            <li key={category.name}>
              <Link
                to={filterHref("category", category.name)}
                aria-current={current("category", category.name)}
                className="flex min-h-11 items-center justify-between py-2 hover:text-accent-ink aria-[current=page]:font-semibold aria-[current=page]:text-accent-ink"
              >
                <span>{category.name}</span> <span className="text-ink/70">({category.count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </SidebarBlock>

      <SidebarBlock title="Recent Posts" id="sidebar-recent">
        <ul className="space-y-5">
          {recentArticles.map((article) => (
            <li key={article.slug}>
              <Link to={articlePath(article.slug)} className="group flex items-center gap-4">
                <ArtImage
                  image={article.image}
                  alt=""
                  sizes="96px"
                  className="aspect-[16/9] w-24 shrink-0 rounded-card object-cover"
                />
                <span>
                  <span className="block font-display text-lg uppercase leading-tight tracking-wide group-hover:text-accent-ink">
                    {article.title}
                  </span>
                  <time dateTime={article.published} className="mt-1 block text-sm text-ink/70">
                    {formatArticleDate(article.published)}
                  </time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </SidebarBlock>

      <SidebarBlock title="Popular Tags" id="sidebar-tags">
        <ul className="flex flex-wrap gap-2">
          {tagCounts.map((tag) => (
            <li key={tag.name}>
              <Link
                to={filterHref("tag", tag.name)}
                aria-current={current("tag", tag.name)}
                className="inline-flex min-h-11 items-center rounded-full border border-ink/15 px-4 text-sm hover:border-accent-ink hover:text-accent-ink aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-paper"
              >
                #{tag.name}
              </Link>
            </li>
          ))}
        </ul>
      </SidebarBlock>

      {promotion ? <OfferBanner promotion={promotion} /> : null}
    </aside>
  );
}

function SidebarBlock({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card bg-white p-7 shadow-[0_18px_40px_-24px_rgb(0_0_0/0.35)]">
      <h2 id={id} className="mb-5 font-display text-2xl uppercase tracking-wide">
        {title}
      </h2>
      {children}
    </section>
  );
}
