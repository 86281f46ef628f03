import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArtImage } from "#app/components/ui/ArtImage.tsx";
import { type Plan, planCurrency, planPeriod } from "#app/content/plans.ts";

/**
 * One membership plan: name, monthly price, what is included, and the way to buy it: by
 * default the seed's Purchase now to /contact; the pricing page passes its own `action`.
 */
export function PricingCard({
  plan,
  featured = false,
  action,
}: {
  plan: Plan;
  featured?: boolean;
  action?: ReactNode;
}) {
  return (
    <article
      className={`flex h-full flex-col overflow-hidden dark-island rounded-card bg-surface shadow-card ${
        featured ? "ring-2 ring-accent" : "ring-1 ring-white/8"
      }`}
    >
      <div className="relative">
        <ArtImage
          image={plan.image}
          sizes="(min-width: 1024px) 380px, 92vw"
          className="aspect-[16/9] w-full object-cover"
        />
        {featured ? (
          <p className="absolute top-4 right-4 rounded-full bg-accent px-3 py-1 font-display text-xs font-semibold uppercase tracking-[0.15em] text-ink">
            Most popular
          </p>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-7">
        <h3 className="section-label">{plan.name}</h3>
        <p className="mt-3 flex items-baseline gap-1 font-display">
          <span className="text-3xl text-accent">{planCurrency}</span>
          <span className="text-6xl font-semibold leading-none tracking-tight">{plan.price}</span>
          <span className="ml-1 text-lg uppercase text-muted">{planPeriod}</span>
        </p>
        <p className="mt-2 text-muted">{plan.allowance}</p>
        {plan.description ? <p className="mt-3 text-paper/85">{plan.description}</p> : null}
        <ul className="mt-6 flex-1 space-y-3">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-center gap-3">
              <Check aria-hidden="true" className="size-5 shrink-0 text-accent" />
              {feature}
            </li>
          ))}
        </ul>
        {action ?? (
          <Link
            to="/contact"
            className={`${featured ? "button-primary" : "button-outline"} mt-8 w-full`}
            aria-label={`Purchase now: ${plan.name} plan`}
          >
            Purchase now
          </Link>
        )}
      </div>
    </article>
  );
}
