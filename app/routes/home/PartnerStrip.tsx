import { Flame, type LucideIcon, Mountain, Shield, Waves, Zap } from "lucide-react";
import { type PartnerMark, partners } from "#app/content/partners.ts";

const marks: Record<PartnerMark, LucideIcon> = {
  mountain: Mountain,
  bolt: Zap,
  shield: Shield,
  flame: Flame,
  waves: Waves,
};

/** Our partners' wordmarks, all in one grey so no brand shouts over the others. */
export function PartnerStrip() {
  return (
    <div className="mt-20 border-t border-white/10 pt-12">
      <h3 className="sr-only">Our partners</h3>
      <ul className="flex flex-wrap items-center justify-center gap-x-12 gap-y-8">
        {partners.map((partner) => {
          const Mark = marks[partner.mark];
          return (
            <li
              key={partner.name}
              className="flex items-center gap-2 font-display text-xl font-semibold uppercase tracking-[0.08em] text-[#8b8b94]"
            >
              <Mark aria-hidden="true" className="size-6" strokeWidth={2.25} />
              {partner.name}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
