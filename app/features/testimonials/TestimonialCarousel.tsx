import { ChevronLeft, ChevronRight, Quote } from "lucide-react";
import { type MouseEvent, useEffect, useRef, useState } from "react";
import type { Testimonial } from "#app/content/testimonials.ts";

type Direction = "previous" | "next";

/** The fragment of the n-th testimonial (0-based), e.g. #testimonial-2 for the second. */
export const slideId = (index: number) => `testimonial-${index + 1}`;

/**
 * One testimonial at a time; the arrows cycle and wrap, and are disabled when there is
 * nothing to cycle. It works before its scripts do: the slides sit side by side in a
 * scroll-snapping strip (swipe, or scroll sideways), and each slide's arrows are links
 * to its neighbours' fragments. Once React has hydrated, the arrows glide the strip
 * without touching the URL, and only the current slide is exposed to assistive
 * technology and the keyboard.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const count = testimonials.length;
  const stripRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // Before hydration every slide stays reachable: without scripts, links and swipes move between them.
  const [enhanced, setEnhanced] = useState(false);
  const focusAfterMove = useRef<Direction | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration; the page may have opened at #testimonial-n.
  useEffect(() => {
    followScroll();
    setEnhanced(true);
  }, []);

  useEffect(() => {
    const direction = focusAfterMove.current;
    if (!direction) return;
    focusAfterMove.current = null;
    // The arrow just pressed is now in a hidden slide: keep the keyboard on the same arrow of the new one.
    stripRef.current?.children[current]?.querySelector<HTMLElement>(`[data-arrow="${direction}"]`)?.focus({
      preventScroll: true,
    });
  }, [current]);

  // A swipe moved the strip: the slide in view becomes the current one.
  function followScroll() {
    const strip = stripRef.current;
    if (!strip || strip.clientWidth === 0) return;
    setCurrent(Math.min(count - 1, Math.max(0, Math.round(strip.scrollLeft / strip.clientWidth))));
  }
  // Browsers without the scrollend event: the scroll has ended when it has been still for a moment.
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const followScrollWithoutScrollEnd = () => {
    if ("onscrollend" in window) return;
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(followScroll, 150);
  };

  if (count === 0) return null;

  const moveTo = (index: number, direction: Direction) => (event: MouseEvent) => {
    event.preventDefault();
    focusAfterMove.current = direction;
    setCurrent(index);
    const strip = stripRef.current;
    // Glides (scroll-smooth), unless the visitor asked for less motion (app.css).
    if (strip) strip.scrollLeft = index * strip.clientWidth;
  };

  return (
    <div className="mx-auto max-w-3xl text-center">
      <Quote aria-hidden="true" className="mx-auto mb-6 size-12 text-accent" />
      <div
        ref={stripRef}
        aria-live={enhanced ? "polite" : undefined}
        onScrollEnd={followScroll}
        onScroll={followScrollWithoutScrollEnd}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain scroll-smooth [scrollbar-width:none]"
      >
        {testimonials.map((testimonial, index) => {
          const hidden = enhanced && index !== current;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a named group, not a form's fieldset.
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: a slide is its position (its id and its neighbours' links are positional).
              key={index}
              id={slideId(index)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              aria-hidden={hidden || undefined}
              inert={hidden}
              className="w-full shrink-0 snap-center snap-always scroll-mt-20 px-1"
            >
              <figure>
                <blockquote className="text-xl leading-relaxed text-paper sm:text-2xl">
                  <p>{testimonial.text}</p>
                </blockquote>
                <figcaption className="mt-8">
                  <span className="block font-display text-2xl uppercase tracking-wide">{testimonial.name}</span>
                  <span className="mt-1 block text-sm text-muted">{testimonial.job}</span>
                </figcaption>
              </figure>
              <div className="mt-8 flex items-center justify-center gap-4">
                {count < 2 ? (
                  <>
                    <ArrowButton direction="previous" />
                    <ArrowButton direction="next" />
                  </>
                ) : (
                  <>
                    <ArrowLink
                      direction="previous"
                      to={(index - 1 + count) % count}
                      onClick={moveTo((index - 1 + count) % count, "previous")}
                    />
                    <span className="min-w-12 text-sm text-muted">
                      {index + 1} / {count}
                    </span>
                    <ArrowLink
                      direction="next"
                      to={(index + 1) % count}
                      onClick={moveTo((index + 1) % count, "next")}
                    />
                  </>
                )}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}

const arrowLabels: Record<Direction, string> = { previous: "Previous testimonial", next: "Next testimonial" };

function ArrowIcon({ direction }: { direction: Direction }) {
  const Icon = direction === "previous" ? ChevronLeft : ChevronRight;
  return <Icon aria-hidden="true" className="size-5" />;
}

/** A link to the neighbouring slide: it moves the strip with or without scripts. */
function ArrowLink({
  direction,
  to,
  onClick,
}: {
  direction: Direction;
  to: number;
  onClick: (event: MouseEvent) => void;
}) {
  return (
    <a
      href={`#${slideId(to)}`}
      className="arrow-button"
      aria-label={arrowLabels[direction]}
      data-arrow={direction}
      onClick={onClick}
    >
      <ArrowIcon direction={direction} />
    </a>
  );
}

/** With a single testimonial there is nowhere to go: the arrows are shown, disabled. */
function ArrowButton({ direction }: { direction: Direction }) {
  return (
    <button type="button" className="arrow-button" aria-label={arrowLabels[direction]} disabled>
      <ArrowIcon direction={direction} />
    </button>
  );
}
