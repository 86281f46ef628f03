import { CalendarPlus, Clock, User } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArtImage } from "#app/components/ui/ArtImage.tsx";
import type { ImageAsset } from "#app/content/artwork.ts";

/** A class as its card shows it, from the schedule (app/features/timetable/public-pages.server.ts). */
export interface ClassCardData {
  slug: string;
  title: string;
  description: string;
  trainer: string;
  image: ImageAsset;
  /** Its first weekly slot and how many more there are ("Wed: 9:00am and 1 more"); null when it has none now. */
  weeklySlots: string | null;
}

/**
 * A class: its artwork, description, trainer and weekly slots (linking to the week's
 * schedule of that class), a way to join, and its calendar feed. `corner` is the member's
 * save star, when a member is signed in.
 */
export function ClassCard({ gymClass, corner }: { gymClass: ClassCardData; corner?: ReactNode }) {
  const onTimetable = gymClass.weeklySlots !== null;
  const slots = gymClass.weeklySlots ?? "Times on request";
  return (
    <article className="group relative isolate flex aspect-[4/5] flex-col justify-end overflow-hidden rounded-card bg-surface shadow-card">
      <ArtImage
        image={gymClass.image}
        sizes="(min-width: 1024px) 285px, (min-width: 640px) 45vw, 92vw"
        className="absolute inset-0 -z-10 size-full object-cover transition-transform duration-200 group-hover:scale-[1.03]"
      />
      {corner ? <div className="absolute top-3 right-3">{corner}</div> : null}
      <div className="bg-gradient-to-t from-ink via-ink/85 to-transparent p-5 pt-16">
        <h3 className="font-display text-3xl font-semibold uppercase tracking-tight">{gymClass.title}</h3>
        <p className="mt-1 line-clamp-2 text-sm text-paper/80">{gymClass.description}</p>
        <dl className="mt-2 space-y-1 text-sm text-paper/85">
          <div className="flex items-center gap-2">
            <dt>
              <User aria-hidden="true" className="size-4 text-accent" />
              <span className="sr-only">Trainer</span>
            </dt>
            <dd>{gymClass.trainer}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <Clock aria-hidden="true" className="size-4 text-accent" />
              <span className="sr-only">Weekly slot</span>
            </dt>
            <dd>
              {onTimetable ? (
                <Link
                  to={`/schedule/week?class=${gymClass.slug}`}
                  className="link"
                  aria-label={`${slots}: ${gymClass.title} this week`}
                >
                  {slots}
                </Link>
              ) : (
                slots
              )}
            </dd>
          </div>
        </dl>
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link
            to={`/contact?class=${gymClass.slug}`}
            className="button-primary"
            aria-label={`Join now: ${gymClass.title}`}
          >
            Join now
          </Link>
          {onTimetable ? (
            <a
              href={`/classes/${gymClass.slug}.ics`}
              className="link inline-flex min-h-11 items-center gap-1.5 text-sm"
              aria-label={`Add to calendar: ${gymClass.title}`}
            >
              <CalendarPlus aria-hidden="true" className="size-4 text-accent" />
              Add to calendar
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}
