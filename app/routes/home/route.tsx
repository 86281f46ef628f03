import { OfferBanner } from "#app/components/sections/OfferBanner.tsx";
import { PricingSection } from "#app/components/sections/PricingSection.tsx";
import { WhoWeAreSection } from "#app/components/sections/WhoWeAreSection.tsx";
import { heroImage } from "#app/content/home.ts";
import { site } from "#app/content/site.ts";
import { teaserOf } from "#app/features/blog/articles.ts";
import { currentBlog } from "#app/features/blog/blog-view.server.ts";
import { currentPromotion } from "#app/features/offers/promotion.server.ts";
import { pricingPlans, starterPlan } from "#app/features/products/pricing-plans.server.ts";
import { TeamSection } from "#app/features/team/TeamSection.tsx";
import { featuredClasses, highlights, specialHours, teamMembers } from "#app/features/timetable/public-pages.server.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { gymJsonLd } from "#app/platform/seo/gym-json-ld.ts";
import { pageMeta } from "#app/platform/seo/meta.ts";
import { pageOrigin } from "#app/platform/seo/origin.ts";
import { preloadImage } from "#app/platform/seo/preload.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { AboutCardsSection } from "./AboutCardsSection.tsx";
import { BlogTeaserSection } from "./BlogTeaserSection.tsx";
import { BmiSection } from "./BmiSection.tsx";
import { CallBannerSection } from "./CallBannerSection.tsx";
import { FeaturedClassesSection } from "./FeaturedClassesSection.tsx";
import { HeroSection } from "./HeroSection.tsx";
import { TestimonialsSection } from "./TestimonialsSection.tsx";
import { WhyChooseUsSection } from "./WhyChooseUsSection.tsx";
import { WorkplaceGallerySection } from "./WorkplaceGallerySection.tsx";

/** The schedule's part of the page (featured classes, the team, the counts, closures to come), the latest articles and the plans for sale: the same for everyone. */
export async function loader() {
  await getServices();
  const today = gymToday();
  return {
    featured: featuredClasses(today),
    team: teamMembers(),
    highlights: highlights(),
    specialHours: specialHours(today),
    teaser: teaserOf(currentBlog().articles),
    plans: pricingPlans(),
    starter: starterPlan(),
    promotion: currentPromotion(),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta({ title: site.tagline, description: site.description, path: "/", origin: pageOrigin(matches) }),
  gymJsonLd(pageOrigin(matches), loaderData?.specialHours),
];

export const links = () => [preloadImage(heroImage, "100vw")];

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HeroSection />
      <AboutCardsSection />
      <WhoWeAreSection highlights={loaderData.highlights} />
      <FeaturedClassesSection featured={loaderData.featured} />
      <CallBannerSection />
      <WhyChooseUsSection />
      <BmiSection starter={loaderData.starter} />
      <WorkplaceGallerySection />
      <BlogTeaserSection teaserArticles={loaderData.teaser} />
      <TeamSection trainers={loaderData.team} />
      <TestimonialsSection />
      <PricingSection
        plans={loaderData.plans}
        promotion={loaderData.promotion ? <OfferBanner promotion={loaderData.promotion} wide /> : null}
      />
    </>
  );
}
