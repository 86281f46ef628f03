import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { Container } from "#app/components/ui/Container.tsx";
import { site } from "#app/content/site.ts";
import { ContactForm } from "#app/features/contact/ContactForm.tsx";
import { LazyMap } from "#app/features/map/LazyMap.tsx";
import { gymJsonLd } from "#app/platform/seo/gym-json-ld.ts";
import { pageMeta } from "#app/platform/seo/meta.ts";
import { pageOrigin, pageSiteDetails } from "#app/platform/seo/origin.ts";
import { StaticHtml } from "#app/platform/static-html/StaticHtml.tsx";
import type { Route } from "./+types/route";
import { contactAction, loadContact } from "./contact.server.ts";
import { contactInfoHtml } from "./sections.server.tsx";

export async function loader() {
  return { ...(await loadContact()), info: contactInfoHtml() };
}

export function action({ request }: Route.ActionArgs) {
  return contactAction(request);
}

/** Passes the action's Retry-After (rate limit) on to the page response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta({
    origin: pageOrigin(matches),
    title: "Contact",
    description: `Visit ${site.brand} at ${pageSiteDetails(matches).address}, call or e-mail us, or leave your details and a coach will get back to you.`,
    path: "/contact",
  }),
  gymJsonLd(pageOrigin(matches), pageSiteDetails(matches), loaderData?.specialHours),
];

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Contact Us" eyebrow="Get in touch" />
      <section aria-labelledby="contact-title" className="section-space">
        <Container>
          <div className="mb-12 max-w-3xl">
            <p className="section-label mb-3">Contact us</p>
            <h2
              id="contact-title"
              className="font-display text-4xl font-semibold uppercase leading-[1.05] tracking-tight sm:text-5xl"
            >
              We are here for help you! To Shape Your Body.
            </h2>
          </div>
          <div className="grid gap-12 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
            <StaticHtml html={loaderData.info} />
            <div className="rounded-card border border-white/8 bg-surface p-6 shadow-card sm:p-10">
              <ContactForm classes={loaderData.classes} />
            </div>
          </div>
          <div className="mt-16">
            <LazyMap />
          </div>
        </Container>
      </section>
    </>
  );
}
