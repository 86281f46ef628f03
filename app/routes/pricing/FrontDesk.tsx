import { Clock, Phone } from "lucide-react";
import { useSiteDetails } from "#app/components/layout/site-details.tsx";
import { Container } from "#app/components/ui/Container.tsx";
import { OpeningHours } from "#app/components/ui/OpeningHours.tsx";
import { buyingCopy } from "#app/content/buying.ts";

/** How to buy at the front desk: the gym's phone and opening hours (the database's copy), said whether or not Stripe is set up. */
export function FrontDesk({ online }: { online: boolean }) {
  const details = useSiteDetails();
  return (
    <section id="front-desk" aria-labelledby="front-desk-title" className="section-space pt-0 scroll-mt-24">
      <Container>
        <div className="mx-auto max-w-3xl rounded-card border border-white/10 bg-surface p-7 shadow-card sm:p-10">
          <h2 id="front-desk-title" className="font-display text-3xl font-semibold uppercase tracking-tight">
            {online ? "Or buy at the front desk" : buyingCopy.frontDeskHeading}
          </h2>
          <p className="mt-4 text-muted">
            {online ? `${buyingCopy.onlineNote} ${buyingCopy.orAtTheDesk}` : buyingCopy.frontDeskHow}
          </p>
          <div className="mt-6 grid gap-6 sm:grid-cols-2">
            <div className="flex gap-3">
              <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
              <div>
                <p className="font-semibold">Phone</p>
                <a href={details.phoneHref} className="link inline-flex min-h-11 items-center">
                  {details.phone}
                </a>
              </div>
            </div>
            <div className="flex gap-3">
              <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
              <div>
                <p className="font-semibold">Opening hours</p>
                <OpeningHours className="mt-1 space-y-1" />
              </div>
            </div>
          </div>
          <p className="mt-6 text-sm text-muted">{details.address}</p>
        </div>
      </Container>
    </section>
  );
}
