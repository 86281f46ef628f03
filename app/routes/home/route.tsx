import { heroImage } from "#app/content/home.ts";
import { site } from "#app/content/site.ts";
import { teaserOf } from "#app/features/blog/articles.ts";
import { currentBlog } from "#app/features/blog/blog-view.server.ts";
import { currentPromotion } from "#app/features/offers/promotion.server.ts";
import { pricingPlans, starterPlan } from "#app/features/products/pricing-plans.server.ts";
import { featuredClasses, highlights, specialHours, teamMembers } from "#app/features/timetable/public-pages.server.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { gymJsonLd } from "#app/platform/seo/gym-json-ld.ts";
import { pageMeta } from "#app/platform/seo/meta.ts";
import { pageOrigin, pageSiteDetails } from "#app/platform/seo/origin.ts";
import { preloadImage } from "#app/platform/seo/preload.ts";
import { StaticHtml } from "#app/platform/static-html/StaticHtml.tsx";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { BmiSection } from "./BmiSection.tsx";
import { homeSections } from "./sections.server.tsx";
import { TestimonialsSection } from "./TestimonialsSection.tsx";

/**
 * The schedule's part of the page (featured classes, the team, the counts, closures to come),
 * the latest articles and the plans for sale (with the offer a banner promotes): the same
 * for everyone; and the page's sections that never change once rendered, as markup the
 * browser keeps without their code (decision 0170).
 */
export async function loader() {
  await getServices();
  const today = gymToday();
  const data = {
    featured: featuredClasses(today),
    team: teamMembers(),
    highlights: highlights(),
    teaser: teaserOf(currentBlog().articles),
    plans: pricingPlans(),
    starter: starterPlan(),
    promotion: currentPromotion(),
  };
  return { specialHours: specialHours(today), sections: homeSections(data) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta({ title: site.tagline, description: site.description, path: "/", origin: pageOrigin(matches) }),
  gymJsonLd(pageOrigin(matches), pageSiteDetails(matches), loaderData?.specialHours),
];

export const links = () => [preloadImage(heroImage, "100vw")];

export default function Home({ loaderData: { sections } }: Route.ComponentProps) {
  return (
    <>
      <StaticHtml html={sections.top} />
      <BmiSection startCard={sections.startCard === null ? null : <StaticHtml html={sections.startCard} />} />
      <StaticHtml html={sections.middle} />
      <TestimonialsSection partners={<StaticHtml html={sections.partners} />} />
      <StaticHtml html={sections.pricing} />
    </>
  );
}
