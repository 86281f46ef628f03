import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArtImage } from "#app/components/ui/ArtImage.tsx";
import { blogOffer, categories, recentPosts, tags } from "#app/content/blog.ts";
import { BlogSearchForm } from "#app/features/blog-search/BlogSearchForm.tsx";

/** Search, categories, recent posts, tags and the current offer. */
export function BlogSidebar({ query }: { query: string }) {
  return (
    <aside aria-label="Blog sidebar" className="space-y-10 text-ink">
      <SidebarBlock title="Search" id="sidebar-search">
        <BlogSearchForm query={query} />
      </SidebarBlock>

      <SidebarBlock title="Categories" id="sidebar-categories">
        <ul className="divide-y divide-ink/10">
          {categories.map((category) => (
            <li key={category.name} className="flex justify-between py-3">
              <span>{category.name}</span>
              <span className="text-ink/70">({category.count})</span>
            </li>
          ))}
        </ul>
      </SidebarBlock>

      <SidebarBlock title="Recent Posts" id="sidebar-recent">
        <ul className="space-y-5">
          {recentPosts.map((post) => (
            <li key={post.title} className="flex items-center gap-4">
              <ArtImage
                image={post.image}
                sizes="96px"
                className="aspect-[16/9] w-24 shrink-0 rounded-card object-cover"
              />
              <div>
                <p className="font-display text-lg uppercase leading-tight tracking-wide">{post.title}</p>
                <p className="mt-1 text-sm text-ink/70">{post.date}</p>
              </div>
            </li>
          ))}
        </ul>
      </SidebarBlock>

      <SidebarBlock title="Popular Tags" id="sidebar-tags">
        <ul className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag} className="rounded-full border border-ink/15 px-4 py-2 text-sm">
              #{tag}
            </li>
          ))}
        </ul>
      </SidebarBlock>

      <section aria-label="Offer" className="relative overflow-hidden rounded-card bg-ink p-8 text-paper shadow-card">
        <div aria-hidden="true" className="absolute -top-16 -right-16 size-48 rounded-full bg-accent/35 blur-2xl" />
        <p className="relative font-display text-7xl font-semibold leading-none text-accent">{blogOffer.discount}</p>
        <p className="relative mt-2 font-display text-3xl uppercase tracking-wide">{blogOffer.label}</p>
        <p className="relative mt-2 text-muted">{blogOffer.text}</p>
        <Link to="/contact" className="button-primary relative mt-6">
          Claim offer
        </Link>
      </section>
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
