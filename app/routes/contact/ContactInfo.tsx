import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useSiteDetails } from "#app/components/layout/site-details.tsx";
import { OpeningHours } from "#app/components/ui/OpeningHours.tsx";
import { SocialLinks } from "#app/components/ui/SocialLinks.tsx";

/** Address, hours, phone, e-mail and social links: the gym's details as the database has them (decision 0200). */
export function ContactInfo() {
  const details = useSiteDetails();
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      <InfoBlock icon={<MapPin className="size-6" />} title="Address">
        <address className="not-italic">{details.address}</address>
      </InfoBlock>
      <InfoBlock icon={<Clock className="size-6" />} title="Opening hours">
        <OpeningHours />
      </InfoBlock>
      <InfoBlock icon={<Phone className="size-6" />} title="Phone">
        <a href={details.phoneHref} className="link inline-flex min-h-11 items-center">
          {details.phone}
        </a>
      </InfoBlock>
      <InfoBlock icon={<Mail className="size-6" />} title="E-mail">
        <a href={`mailto:${details.email}`} className="link inline-flex min-h-11 items-center break-all">
          {details.email}
        </a>
      </InfoBlock>
      <li className="rounded-card border border-white/8 bg-surface p-6 shadow-card sm:col-span-2">
        <h3 className="mb-4 font-display text-lg uppercase tracking-[0.15em]">Follow us</h3>
        <SocialLinks />
      </li>
    </ul>
  );
}

function InfoBlock({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-card border border-white/8 bg-surface p-6 shadow-card">
      <span
        aria-hidden="true"
        className="grid size-12 shrink-0 place-items-center rounded-full bg-accent/12 text-accent"
      >
        {icon}
      </span>
      <div>
        <h3 className="mb-1 font-display text-lg uppercase tracking-[0.15em]">{title}</h3>
        {children}
      </div>
    </li>
  );
}
