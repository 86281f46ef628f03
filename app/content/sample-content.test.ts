import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { currentPromotion } from "#app/features/offers/promotion.server.ts";
import { pricingPlans, starterPlan } from "#app/features/products/pricing-plans.server.ts";
import { isSampleContent, notSampleContentReason, sampleContentOnly } from "#tests/support/sample-content.ts";
import { history, whoWeAre, whoWeAreHighlights } from "./about.ts";
import { articleBodies } from "./article-bodies.ts";
import { articles, categories, homeTeaserCount, recentPostCount, tags } from "./blog.ts";
import { collapsedClassCount, gymClasses } from "./classes.ts";
import { features } from "./features.ts";
import { galleryImages, galleryImagesOn } from "./gallery.ts";
import { galleryPageSlugs } from "./gallery-pages.ts";
import { sampleOffers } from "./offers.ts";
import { partners } from "./partners.ts";
import { perks } from "./perks.ts";
import { planCurrency, planPeriod, pricingSection } from "./plans.ts";
import { currency, formatMoney, sampleProducts as products } from "./products.ts";
import { footerClassLinks, mobileNav, primaryNav, site } from "./site.ts";
import { testimonials } from "./testimonials.ts";
import { trainers } from "./trainers.ts";

/**
 * The sample content tests: the texts and counts Ironpeak ships, as the seed specification
 * and product.md set them. Every other test reads the content modules, so these are the
 * only ones that fail when a sample text drifts, and the only ones a gym's own content
 * makes skip (tests/support/sample-content.ts says when). The timetable and the featured
 * classes are pinned by the booking work's own content tests.
 */
describe("Ironpeak's sample content", () => {
  beforeAll(() => {
    if (!isSampleContent) console.info(`Skipping the sample content tests: ${notSampleContentReason}.`);
  });
  beforeEach(sampleContentOnly);

  it("names the gym Ironpeak, with the seed's tagline", () => {
    expect(site.brand).toBe("Ironpeak");
    expect(site.tagline).toBe("Make your body fit and perfect");
  });

  it("has the pricing chart: 'Pricing chart', 'Exclusive Pricing Plan', three plans at $39, $65 and $100 p/m", () => {
    expect(pricingSection.label).toBe("Pricing chart");
    expect(pricingSection.heading).toBe("Exclusive Pricing Plan");
    expect(pricingPlans().map((plan) => plan.price)).toEqual(["39", "65", "100"]);
    expect(pricingPlans().map((plan) => plan.featured)).toEqual([false, true, false]);
    expect([planCurrency, planPeriod]).toEqual(["$", "p/m"]);
  });

  it("sells the turn-3 products in USD cents: three monthly memberships, a 10-class pack, a drop-in and a once-only intro", () => {
    expect(currency).toBe("USD");
    expect(products.map((product) => [product.id, product.kind, formatMoney(product.price)])).toEqual([
      ["beginners", "membership", "$39"],
      ["advanced", "membership", "$65"],
      ["professional", "membership", "$100"],
      ["ten-class-pack", "pack", "$120"],
      ["drop-in", "drop-in", "$15"],
      ["intro-three", "intro", "$15"],
    ]);
    expect(products.filter((product) => product.kind === "membership").map((m) => m.classesPerWeek)).toEqual([
      2,
      null,
      null,
    ]);
    expect(products.filter((product) => product.kind !== "membership").map((p) => [p.credits, p.validDays])).toEqual([
      [10, 90],
      [1, 14],
      [3, 14],
    ]);
    expect(products.find((product) => product.id === "intro-three")).toMatchObject({ oncePerPerson: true });
    expect(formatMoney(1550)).toBe("$15.50");
  });

  it("offers the Beginners card with the seed's five features", () => {
    const beginnersPlan = starterPlan();
    expect(beginnersPlan?.name).toBe("Beginners");
    expect(beginnersPlan?.features).toEqual(["Free Hand", "Gym Fitness", "Weight Loss", "Personal Trainer", "Cycling"]);
  });

  it("backs the seed's '34% Flat Discount' banner with a real offer: FIRST34, 34% off the first month of any membership, once per member", () => {
    expect(sampleOffers).toEqual([
      expect.objectContaining({
        code: "FIRST34",
        title: "Flat Discount",
        percentOff: 34,
        amountOff: null,
        appliesTo: "memberships",
        oncePerMember: true,
        promoted: true,
      }),
    ]);
    expect(currentPromotion()).toEqual({
      code: "FIRST34",
      discount: "34%",
      title: "Flat Discount",
      description: sampleOffers[0]?.description,
      href: "/pricing?code=FIRST34",
    });
  });

  it("promises progression, workout and nutritions, and the four perks of why choose us", () => {
    expect(features.map((feature) => feature.title)).toEqual(["Progression", "Workout", "Nutritions"]);
    expect(perks.map((perk) => perk.title)).toEqual([
      "Free Fitness Training",
      "Modern Gym Equipments",
      "Gym Bag Equipments",
      "Fresh Bottle Water",
    ]);
  });

  it("says who we are in the seed's words, and tells two 'Our History' blocks", () => {
    expect(whoWeAre.heading).toBe("We Will Give You Strength and Health");
    expect(whoWeAre.text).toMatch(
      /expert trainers and nutritionists will make a personalized fitness and nutrition plan/,
    );
    expect(whoWeAreHighlights({ classes: gymClasses.length, coaches: trainers.length })).toEqual([
      "12 weekly classes",
      "6 specialist coaches",
      "Open 7 days",
    ]);
    expect(history.map((block) => block.title)).toEqual(["Our History", "Our History"]);
  });

  it("has twelve classes in the seed's order, eight of them shown before 'show more'", () => {
    expect(gymClasses.map((gymClass) => gymClass.title)).toEqual([
      "Cycling",
      "Meditation",
      "Boxing",
      "Karate",
      "Power Lifting",
      "Workout",
      "Crossfit",
      "Running",
      "Body Building",
      "Mma",
      "Yoga",
      "Fitness",
    ]);
    expect(collapsedClassCount).toBe(8);
  });

  it("has six coaches, three of them on the team with portraits: a yoga, a crossfit and a personal trainer", () => {
    expect(trainers).toHaveLength(6);
    expect(trainers.filter((trainer) => trainer.portrait).map((trainer) => trainer.job)).toEqual([
      "Yoga Trainer",
      "Crossfit Trainer",
      "Personal Trainer",
    ]);
  });

  it("has one testimonial and five partner logos", () => {
    expect(testimonials).toHaveLength(1);
    expect(partners).toHaveLength(5);
    expect(partners.filter((partner) => !partner.logo).map((partner) => partner.name)).toEqual([]);
  });

  it("has ten articles by five coaches, each published on a day of its own, a few paragraphs long", () => {
    expect(articles).toHaveLength(10);
    expect(new Set(articles.map((article) => article.published)).size).toBe(10);
    expect(new Set(articles.map((article) => article.author))).toEqual(
      new Set(["Leon Hart", "Daniel Reyes", "Nina Brooks", "Maya Okafor", "Sam Whitaker"]),
    );
    for (const article of articles) {
      const paragraphs = (articleBodies[article.slug] ?? "").split(/\n\s*\n/).filter((block) => block.trim());
      expect(paragraphs.length, article.slug).toBeGreaterThanOrEqual(4);
    }
    expect(articles.filter((article) => /boxing/i.test(articleBodies[article.slug] ?? ""))).toHaveLength(2);
  });

  it("has the blog sidebar of the seed: six categories, each with an article, eight tags, 34% Flat Discount; four recent posts, three on the home page", () => {
    expect(categories).toEqual(["Body Building", "Boxing", "Crossfit", "Fitness", "Meditation", "Yoga"]);
    expect(categories.map((name) => articles.filter((article) => article.category === name).length)).toEqual([
      2, 1, 1, 2, 2, 2,
    ]);
    expect(tags).toEqual(["Crossfit", "Fitness", "Gym", "Meditation", "Running", "Workout", "Yoga", "Boxing"]);
    expect([recentPostCount, homeTeaserCount]).toEqual([4, 3]);
  });

  it("has twelve gallery images: 1 to 8 on page 1, 9 to 12 on page 2", () => {
    expect(galleryImages.map((image) => image.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(galleryPageSlugs).toEqual(["page-1", "page-2"]);
    expect(galleryImagesOn("page-1").map((image) => image.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(galleryImagesOn("page-2").map((image) => image.id)).toEqual([9, 10, 11, 12]);
  });

  it("spells Karate right (the contact form offers the classes by their titles)", () => {
    expect(gymClasses.map((gymClass) => gymClass.title)).toContain("Karate");
  });

  it("opens as product.md settles it: Mon–Fri 7:00–21:00, Saturday 7:00–19:00, Sunday 8:00–20:00", () => {
    expect(site.hours.map(({ label, opens, closes }) => [label, opens, closes])).toEqual([
      ["Mon–Fri", "07:00", "21:00"],
      ["Saturday", "07:00", "19:00"],
      ["Sunday", "08:00", "20:00"],
    ]);
  });

  it("has the footer's classes, header links and mobile menu order", () => {
    expect(footerClassLinks(gymClasses).map((link) => link.label)).toEqual([
      "Cycling",
      "Meditation",
      "Boxing",
      "Karate",
      "Power Lifting",
    ]);
    expect(primaryNav.map((link) => link.label)).toEqual([
      "Home",
      "About",
      "Gallery",
      "Schedule",
      "Blog",
      "Pricing",
      "Classes",
      "Contact",
    ]);
    expect(mobileNav.map((link) => link.label)).toEqual([
      "Home",
      "About",
      "Schedule",
      "Gallery",
      "Blog",
      "Contact",
      "Pricing",
      "Classes",
    ]);
  });
});
