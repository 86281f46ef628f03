import { Link } from "react-router";

/** An offer as a banner shows it (app/features/offers/promotion.server.ts). */
export interface Promotion {
  code: string;
  /** "34%", "$10". */
  discount: string;
  title: string;
  description: string;
  /** The pricing page with its code. */
  href: string;
}

/**
 * The offer a banner promotes: the discount large, its title and what it is, and the way to
 * the pricing page with its code. `wide`: a strip (the home page's pricing), otherwise a card
 * (the blog's sidebar).
 */
export function OfferBanner({ promotion, wide = false }: { promotion: Promotion; wide?: boolean }) {
  return (
    <section
      aria-label="Offer"
      className={`relative overflow-hidden rounded-card bg-ink text-paper shadow-card ring-1 ring-white/8 ${
        wide ? "mb-10 flex flex-col gap-5 p-6 sm:p-8 md:flex-row md:items-center md:gap-8" : "p-8"
      }`}
    >
      <div aria-hidden="true" className="absolute -top-16 -right-16 size-48 rounded-full bg-accent/35 blur-2xl" />
      <p
        className={`relative shrink-0 font-display font-semibold leading-none text-accent ${wide ? "text-6xl" : "text-7xl"}`}
      >
        {promotion.discount}
      </p>
      <div className="relative min-w-0 flex-1">
        <p className={`font-display uppercase tracking-wide ${wide ? "text-2xl" : "mt-2 text-3xl"}`}>
          {promotion.title}
        </p>
        {/* Its own light text: the card is dark on light sections too, where text-muted is dark. */}
        <p className="mt-2 text-paper/75">{promotion.description}</p>
      </div>
      <Link
        to={promotion.href}
        className={`button-primary relative shrink-0 ${wide ? "" : "mt-6"}`}
        aria-label={`Claim offer ${promotion.code}`}
      >
        Claim offer
      </Link>
    </section>
  );
}
