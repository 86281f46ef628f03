import { OfferBanner, type Promotion } from "#app/components/sections/OfferBanner.tsx";
import { PricingCard } from "#app/components/sections/PricingCard.tsx";
import { PricingSection } from "#app/components/sections/PricingSection.tsx";
import { WhoWeAreSection } from "#app/components/sections/WhoWeAreSection.tsx";
import type { Article } from "#app/content/blog.ts";
import type { Plan } from "#app/content/plans.ts";
import { renderStaticWithSite, shownSiteDetails } from "#app/features/site/static-with-site.server.tsx";
import { TeamSection } from "#app/features/team/TeamSection.tsx";
import type { featuredClasses, highlights, teamMembers } from "#app/features/timetable/public-pages.server.ts";
import { renderStatic, staticKey } from "#app/platform/static-html/static-html.server.tsx";
import { AboutCardsSection } from "./AboutCardsSection.tsx";
import { BlogTeaserSection } from "./BlogTeaserSection.tsx";
import { CallBannerSection } from "./CallBannerSection.tsx";
import { FeaturedClassesSection } from "./FeaturedClassesSection.tsx";
import { HeroSection } from "./HeroSection.tsx";
import { PartnerStrip } from "./PartnerStrip.tsx";
import { WhyChooseUsSection } from "./WhyChooseUsSection.tsx";
import { WorkplaceGallerySection } from "./WorkplaceGallerySection.tsx";

interface HomeData {
  teaser: Article[];
  featured: ReturnType<typeof featuredClasses>;
  team: ReturnType<typeof teamMembers>;
  highlights: ReturnType<typeof highlights>;
  /** The plans for sale, the first membership among them, and the offer a banner promotes now. */
  plans: Plan[];
  starter: Plan | null;
  promotion: Promotion | null;
}

/**
 * The home page's parts that never change once rendered, as markup (decision 0170): all of
 * it but the BMI calculator and the testimonial carousel, which are the browser's.
 */
export function homeSections({ featured, team, highlights, teaser, plans, starter, promotion }: HomeData) {
  const details = shownSiteDetails();
  return {
    // The call banner says the phone, the gallery strip shows the gallery's first pictures.
    top: renderStaticWithSite(
      "home-top",
      { featured, highlights },
      () => (
        <>
          <HeroSection />
          <AboutCardsSection />
          <WhoWeAreSection highlights={highlights} />
          <FeaturedClassesSection featured={featured} />
          <CallBannerSection />
          <WhyChooseUsSection />
        </>
      ),
      details,
    ),
    startCard: starter
      ? renderStatic(staticKey("home-start-card", starter), () => <PricingCard plan={starter} />)
      : null,
    middle: renderStaticWithSite(
      "home-middle",
      { team, teaser },
      () => (
        <>
          <WorkplaceGallerySection />
          <BlogTeaserSection teaserArticles={teaser} />
          <TeamSection trainers={team} />
        </>
      ),
      details,
    ),
    partners: renderStatic("home-partners", () => <PartnerStrip />),
    pricing: renderStatic(staticKey("home-pricing", { plans, promotion }), () => (
      <PricingSection plans={plans} promotion={promotion ? <OfferBanner promotion={promotion} wide /> : null} />
    )),
  };
}
