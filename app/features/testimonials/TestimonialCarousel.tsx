import { ChevronLeft, ChevronRight, Quote } from "lucide-react";
import { useState } from "react";
import type { Testimonial } from "#app/content/testimonials.ts";

/** One testimonial at a time; the arrows cycle and wrap, and are disabled when there is nothing to cycle. */
export function TestimonialCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const [index, setIndex] = useState(0);
  const count = testimonials.length;
  const current = testimonials[index];
  if (!current) return null;
  const single = count < 2;
  const step = (by: number) => setIndex((index + by + count) % count);

  return (
    <div className="mx-auto max-w-3xl text-center">
      <Quote aria-hidden="true" className="mx-auto mb-6 size-12 text-accent" />
      <figure aria-live="polite" aria-atomic="true">
        <blockquote className="text-xl leading-relaxed text-paper sm:text-2xl">
          <p>{current.text}</p>
        </blockquote>
        <figcaption className="mt-8">
          <span className="block font-display text-2xl uppercase tracking-wide">{current.name}</span>
          <span className="mt-1 block text-sm text-muted">{current.job}</span>
        </figcaption>
      </figure>
      <div className="mt-8 flex items-center justify-center gap-4">
        <button
          type="button"
          className="arrow-button"
          aria-label="Previous testimonial"
          disabled={single}
          onClick={() => step(-1)}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        {single ? null : (
          <span className="min-w-12 text-sm text-muted">
            {index + 1} / {count}
          </span>
        )}
        <button
          type="button"
          className="arrow-button"
          aria-label="Next testimonial"
          disabled={single}
          onClick={() => step(1)}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
