import { Link } from "react-router";
import { Container } from "#app/components/ui/Container.tsx";
import { SectionHeading } from "#app/components/ui/SectionHeading.tsx";
import { featuredClasses } from "#app/content/featured-classes.ts";

/** A week at a glance: six featured classes with their weekly slot. */
export function FeaturedClassesSection() {
  return (
    <section aria-labelledby="featured-classes-title" className="section-space bg-ink">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id="featured-classes-title" label="Our schedule" title="Featured classes this week" />
          <Link to="/schedule" className="button-outline mb-10 sm:mb-14">
            Full schedule
          </Link>
        </div>
        <ul className="grid gap-px overflow-hidden rounded-card border border-white/8 bg-white/8 sm:grid-cols-2 lg:grid-cols-3">
          {featuredClasses.map((item) => (
            <li
              key={item.name}
              className="flex flex-col gap-2 bg-surface p-7 transition-colors duration-200 hover:bg-[#1d1d22]"
            >
              <p className="section-label">{item.day}</p>
              <h3 className="font-display text-3xl font-semibold uppercase tracking-tight">{item.name}</h3>
              <p className="text-muted">{item.time}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
