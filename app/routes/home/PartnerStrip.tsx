import { Flame, type LucideIcon, Mountain, Shield, Waves, Zap } from "lucide-react";
import {
  partners as contentPartners,
  type Partner,
  type PartnerLogo,
  type PartnerMark,
} from "#app/content/partners.ts";

const marks: Record<PartnerMark, LucideIcon> = {
  mountain: Mountain,
  bolt: Zap,
  shield: Shield,
  flame: Flame,
  waves: Waves,
};

/** Our partners: their logos, or a wordmark where there is none, all in one grey so no brand shouts over the others. */
export function PartnerStrip({ partners = contentPartners }: { partners?: Partner[] }) {
  return (
    <div className="mt-20 border-t border-white/10 pt-12">
      <h3 className="sr-only">Our partners</h3>
      <ul className="flex flex-wrap items-center justify-center gap-x-12 gap-y-8">
        {partners.map((partner) => (
          <li
            key={partner.name}
            className="flex items-center gap-2 font-display text-xl font-semibold uppercase tracking-[0.08em] text-[#8b8b94]"
          >
            {partner.logo ? <Logo name={partner.name} logo={partner.logo} /> : <Wordmark partner={partner} />}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The partner's own logo file, named by the partner's name. */
function Logo({ name, logo }: { name: string; logo: PartnerLogo }) {
  return (
    <img
      src={logo.src}
      alt={name}
      width={logo.width}
      height={logo.height}
      loading="lazy"
      decoding="async"
      className="h-10 w-auto opacity-60 grayscale transition-opacity duration-200 hover:opacity-90"
    />
  );
}

/** Today's look for a partner without a logo: a simple mark and the name. */
function Wordmark({ partner }: { partner: Partner }) {
  const Mark = partner.mark ? marks[partner.mark] : undefined;
  return (
    <>
      {Mark ? <Mark aria-hidden="true" className="size-6" strokeWidth={2.25} /> : null}
      {partner.name}
    </>
  );
}
