import { Link } from "react-router";
import { Container } from "#app/components/ui/Container.tsx";
import { SectionHeading } from "#app/components/ui/SectionHeading.tsx";
import { formatTimeRange } from "#app/content/clock.ts";
import { weekdayName } from "#app/content/weekdays.ts";
import type { FeaturedClass } from "#app/features/timetable/timetable.ts";

/** A week at a glance: the featured classes, each a weekly slot of the timetable, each leading to its day. */
export function FeaturedClassesSection({ featured }: { featured: FeaturedClass[] }) {
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
          {featured.map((entry) => {
            const name = entry.className;
            const time = formatTimeRange(entry.start, entry.end);
            return (
              <li key={entry.key} className="bg-surface">
                <Link
                  to={`/schedule/${entry.weekday}`}
                  className="flex h-full flex-col gap-2 p-7 transition-colors duration-200 hover:bg-[#1d1d22]"
                >
                  <p className="section-label">{weekdayName(entry.weekday)}</p>
                  <h3 className="font-display text-3xl font-semibold uppercase tracking-tight">{name}</h3>
                  <p className="text-muted">{time}</p>
                </Link>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
