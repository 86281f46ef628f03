import { AboutCardsSection } from "~/components/sections/AboutCardsSection";
import { BlogTeaserSection } from "~/components/sections/BlogTeaserSection";
import { BmiSection } from "~/components/sections/BmiSection";
import { CallBannerSection } from "~/components/sections/CallBannerSection";
import { FeaturedClassesSection } from "~/components/sections/FeaturedClassesSection";
import { HeroSection } from "~/components/sections/HeroSection";
import { PricingSection } from "~/components/sections/PricingSection";
import { TeamSection } from "~/components/sections/TeamSection";
import { TestimonialsSection } from "~/components/sections/TestimonialsSection";
import { WhoWeAreSection } from "~/components/sections/WhoWeAreSection";
import { WhyChooseUsSection } from "~/components/sections/WhyChooseUsSection";
import { WorkplaceGallerySection } from "~/components/sections/WorkplaceGallerySection";
import { heroImage } from "~/content/home";
import { site } from "~/content/site";
import { gymJsonLd } from "~/seo/gym-json-ld";
import { pageMeta } from "~/seo/meta";
import { preloadImage } from "~/seo/preload";

export const meta = () => [
  ...pageMeta({ title: "Make your body fit and perfect", description: site.description, path: "/" }),
  gymJsonLd(),
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
