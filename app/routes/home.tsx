import { Link } from "react-router";
import { site } from "~/content/site";
import { pageMeta } from "~/seo/meta";

export const meta = () =>
  pageMeta({ title: "Make your body fit and perfect", description: site.description, path: "/" });

export default function Home() {
  return (
    <section id="home" className="relative flex min-h-[90svh] items-end bg-surface pt-18">
      <div className="mx-auto w-full max-w-[1200px] px-4 pb-20 sm:px-6">
        <p className="section-label mb-4">{site.brand} training club</p>
        <h1 className="max-w-3xl font-display text-6xl font-semibold uppercase leading-[0.95] tracking-tight sm:text-8xl">
          {site.tagline}
        </h1>
        <Link to="/classes" className="button-primary mt-10">
          Our classes
        </Link>
      </div>
    </section>
  );
}
