import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Container } from "#app/components/ui/Container.tsx";
import { SectionHeading } from "#app/components/ui/SectionHeading.tsx";
import { blogTeasers } from "#app/content/blog-teaser.ts";

/** The three latest articles, each leading to the blog. */
export function BlogTeaserSection() {
  return (
    <section aria-labelledby="blog-teaser-title" className="section-space section-light">
      <Container>
        <SectionHeading id="blog-teaser-title" label="Our blog" title="Latest from the blog" align="center" />
        <ul className="grid gap-6 md:grid-cols-3">
          {blogTeasers.map((post) => (
            <li key={post.title}>
              <article className="flex h-full flex-col rounded-card bg-white p-7 text-ink shadow-[0_18px_40px_-24px_rgb(0_0_0/0.35)]">
                <p className="font-display text-sm tracking-[0.2em] text-accent-ink">
                  <time dateTime={isoDate(post.date)}>{post.date}</time>
                </p>
                <h3 className="mt-3 font-display text-2xl uppercase leading-tight tracking-wide">{post.title}</h3>
                <p className="mt-3 flex-1 text-ink/75">{post.description}</p>
                <Link
                  to="/blog"
                  className="mt-6 inline-flex min-h-11 items-center gap-2 self-start font-display text-sm font-semibold uppercase tracking-[0.15em] text-ink hover:text-accent-ink"
                >
                  Read more<span className="sr-only">: {post.title}</span>{" "}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** "22.03.2022" → "2022-03-22", for the machine-readable date. */
function isoDate(ddmmyyyy: string): string {
  const [day, month, year] = ddmmyyyy.split(".");
  return `${year}-${month}-${day}`;
}
