import { PricingSection } from "#app/components/sections/PricingSection.tsx";
import { WhoWeAreSection } from "#app/components/sections/WhoWeAreSection.tsx";
import { heroImage } from "#app/content/home.ts";
import { site } from "#app/content/site.ts";
import { gymJsonLd } from "#app/platform/seo/gym-json-ld.ts";
import { pageMeta } from "#app/platform/seo/meta.ts";
import { pageOrigin } from "#app/platform/seo/origin.ts";
import { preloadImage } from "#app/platform/seo/preload.ts";
import type { Route } from "./+types/route";
import { AboutCardsSection } from "./AboutCardsSection.tsx";
import { BlogTeaserSection } from "./BlogTeaserSection.tsx";
import { BmiSection } from "./BmiSection.tsx";
import { CallBannerSection } from "./CallBannerSection.tsx";
import { FeaturedClassesSection } from "./FeaturedClassesSection.tsx";
import { HeroSection } from "./HeroSection.tsx";
import { TeamSection } from "./TeamSection.tsx";
import { TestimonialsSection } from "./TestimonialsSection.tsx";
import { WhyChooseUsSection } from "./WhyChooseUsSection.tsx";
import { WorkplaceGallerySection } from "./WorkplaceGallerySection.tsx";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({ title: site.tagline, description: site.description, path: "/", origin: pageOrigin(matches) }),
  gymJsonLd(pageOrigin(matches)),
];

export const links = () => [preloadImage(heroImage, "100vw")];

export default function Home() {
  return (
    <>
      <HeroSection />
      <AboutCardsSection />
      <WhoWeAreSection />
      <FeaturedClassesSection />
      <CallBannerSection />
      <WhyChooseUsSection />
      <BmiSection />
      <WorkplaceGallerySection />
      <BlogTeaserSection />
      <TeamSection />
      <TestimonialsSection />
      <PricingSection />
    </>
  );
}
