import { Link } from "react-router";
import { Logo } from "#app/components/ui/Logo.tsx";
import { SocialLinks } from "#app/components/ui/SocialLinks.tsx";
import { artworkCredits } from "#app/content/credits.ts";
import { type NavLink, site } from "#app/content/site.ts";
import { useSiteDetails } from "./site-details.tsx";

/** `classes`: the footer's "Our Classes", the gym's first classes (footerClassLinks), from the schedule the root loader reads. */
export function Footer({ classes }: { classes: NavLink[] }) {
  const { hours, specialHours } = useSiteDetails();
  return (
    <footer className="border-t border-white/10 bg-ink text-paper">
      <div className="content-width grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr]">
        <div className="space-y-5">
          <Logo />
          <p className="max-w-sm text-muted">{site.description}</p>
          <SocialLinks />
        </div>
        <section aria-labelledby="footer-classes">
          <h2 id="footer-classes" className="footer-heading">
            Our Classes
          </h2>
          <ul className="space-y-2 text-muted">
            {classes.map((gymClass) => (
              <li key={gymClass.to}>
                <Link to={gymClass.to} className="inline-flex min-h-11 items-center hover:text-accent md:min-h-0">
                  {gymClass.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="footer-heading">
            Working Hours
          </h2>
          <dl className="space-y-3">
            {hours.map((entry) => (
              <div key={entry.label} className="flex justify-between gap-6 border-b border-white/10 pb-3">
                <dt className="text-muted">{entry.label}</dt>
                <dd className="font-medium">{entry.value}</dd>
              </div>
            ))}
          </dl>
          {specialHours.length > 0 ? (
            <>
              <h3 className="mt-6 mb-3 font-display text-sm uppercase tracking-[0.15em] text-accent">Special hours</h3>
              <dl className="space-y-3">
                {specialHours.map((entry) => (
                  <div key={entry.label} className="flex justify-between gap-6 border-b border-white/10 pb-3">
                    <dt className="text-muted">{entry.label}</dt>
                    <dd className="text-right font-medium">{entry.value}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="content-width flex flex-col gap-2 py-6 text-sm text-muted lg:flex-row lg:justify-between">
          <p>
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {site.brand}. All rights reserved.
          </p>
          <p>
            {artworkCredits.map((credit, index) => (
              <span key={credit.source}>
                {index > 0 ? " · " : null}
                {credit.work}:{" "}
                <a href={credit.href} className="underline decoration-white/30 underline-offset-2 hover:text-accent">
                  {credit.source}
                </a>{" "}
                ({credit.licence})
              </span>
            ))}
          </p>
        </div>
      </div>
    </footer>
  );
}
