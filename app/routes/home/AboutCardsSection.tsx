import { Apple, Dumbbell, type LucideIcon, TrendingUp } from "lucide-react";
import { Link } from "react-router";
import { Container } from "#app/components/ui/Container.tsx";
import { SectionHeading } from "#app/components/ui/SectionHeading.tsx";
import { type FeatureIcon, features } from "#app/content/features.ts";

const icons: Record<FeatureIcon, LucideIcon> = { progression: TrendingUp, workout: Dumbbell, nutrition: Apple };

/** Three promises, progression, workout and nutrition, and the tour of the classes. */
export function AboutCardsSection() {
  return (
    <section aria-labelledby="about-cards-title" className="section-space bg-ink">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id="about-cards-title" label="About us" title="Train with a plan that moves you forward" />
          <Link to="/classes" className="button-outline mb-10 sm:mb-14">
            Take a tour
          </Link>
        </div>
        <ul className="grid gap-6 md:grid-cols-3">
          {features.map((feature, index) => {
            const Icon = icons[feature.icon];
            return (
              <li
                key={feature.title}
                className="group relative overflow-hidden rounded-card border border-white/8 bg-surface p-8 shadow-card transition-transform duration-200 hover:-translate-y-1"
              >
                {/* A watermark, not text: drawn by CSS so contrast checkers and screen readers skip it. */}
                <span
                  aria-hidden="true"
                  data-ordinal={`0${index + 1}`}
                  className="absolute top-4 right-6 font-display text-6xl text-white/5 before:content-[attr(data-ordinal)]"
                />
                <Icon aria-hidden="true" className="size-10 text-accent" strokeWidth={1.5} />
                <h3 className="mt-6 font-display text-2xl uppercase tracking-wide">{feature.title}</h3>
                <p className="mt-3 text-muted">{feature.description}</p>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
