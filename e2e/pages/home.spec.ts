import type { Locator, Page } from "@playwright/test";
import { whoWeAre } from "#app/content/about.ts";
import { formatArticleDate } from "#app/content/blog.ts";
import { formatTimeRange } from "#app/content/clock.ts";
import { features } from "#app/content/features.ts";
import { galleryImages } from "#app/content/gallery.ts";
import { heroImage } from "#app/content/home.ts";
import { partners } from "#app/content/partners.ts";
import { perks } from "#app/content/perks.ts";
import { planCurrency, planPeriod, pricingSection } from "#app/content/plans.ts";
import { site } from "#app/content/site.ts";
import { testimonials } from "#app/content/testimonials.ts";
import { weekdayName } from "#app/content/weekdays.ts";
import { teaserOf } from "#app/features/blog/articles.ts";
import { currentBlog } from "#app/features/blog/blog-view.server.ts";
import { describeBmiBands } from "#app/features/bmi/bmi.ts";
import { pricingPlans, starterPlan } from "#app/features/products/pricing-plans.server.ts";
import { highlights, teamMembers } from "#app/features/timetable/public-pages.server.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { classTitle, featuredEntries } from "#app/features/timetable/timetable.ts";
import { checkAtOneWidth, expect, test, waitForHydration } from "#e2e/support/fixtures.ts";

/** The timetable as the server has it today (the sample of app/content, which a new database starts with). */
const today = gymToday().toString();
/** The latest articles, as a new install has them (the sample of app/content). */
const teaserArticles = teaserOf(currentBlog().articles);
/** The team section: the trainers with a portrait. */
const trainers = teamMembers();

/** The page's sections are regions named by their headings. */
const section = (page: Page, heading: string) => page.getByRole("region", { name: heading, exact: true });
/** A plan's price as the card shows it: "$39p/m". */
const priceText = (price: string) => `${planCurrency}${price}${planPeriod}`;
/** The plans a new install sells (the sample's memberships), and its "Start here" card. */
const plans = pricingPlans();
const starter = starterPlan() as NonNullable<ReturnType<typeof starterPlan>>;

test.describe("home page content", () => {
  checkAtOneWidth();
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("the hero (#home) carries the tagline as the page's heading and 'Our classes' leads to /classes", async ({
    page,
  }) => {
    const hero = page.locator("#home");
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(site.tagline);
    await expect(hero.getByRole("img", { name: heroImage.alt })).toBeVisible();
    await hero.getByRole("link", { name: "Our classes" }).click();
    await expect(page).toHaveURL(/\/classes$/);
  });

  test("the about cards show the gym's promises, and 'Take a tour' leads to /classes", async ({ page }) => {
    const about = section(page, "Train with a plan that moves you forward");
    await expect(about.getByRole("heading", { level: 3 })).toHaveText(features.map((feature) => feature.title));
    await expect(about.getByRole("listitem")).toHaveText(
      features.map((feature) => feature.title + feature.description),
    );
    await about.getByRole("link", { name: "Take a tour" }).click();
    await expect(page).toHaveURL(/\/classes$/);
  });

  test("who we are says what the gym promises, with its highlights, and 'Contact us' leads to /contact", async ({
    page,
  }) => {
    const who = section(page, whoWeAre.heading);
    await expect(who).toContainText(whoWeAre.text);
    await expect(who.getByRole("listitem")).toHaveText(highlights());
    await expect(who.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  });

  test("the featured classes are six entries of the timetable, each with its day and time, each leading to its day", async ({
    page,
  }) => {
    const featured = section(page, "Featured classes this week");
    const entries = featuredEntries(today);
    await expect(featured.getByRole("listitem")).toHaveCount(entries.length);
    for (const [index, entry] of entries.entries()) {
      const card = featured.getByRole("listitem").nth(index);
      await expect(card.getByRole("heading")).toHaveText(classTitle(entry.classSlug));
      await expect(card).toContainText(weekdayName(entry.weekday));
      await expect(card).toContainText(formatTimeRange(entry.start, entry.end));
      await expect(card.getByRole("link")).toHaveAttribute("href", `/schedule/${entry.weekday}`);
    }
  });

  test("the trainer banner offers 'Purchase now' and 'Join With Us' to /contact, and the phone number as a tel: link", async ({
    page,
  }) => {
    const banner = section(page, "Need a trainer? Call us now");
    await expect(banner.getByRole("link", { name: "Purchase now" })).toHaveAttribute("href", "/contact");
    await expect(banner.getByRole("link", { name: "Join With Us" })).toHaveAttribute("href", "/contact");
    const phone = banner.getByRole("link", { name: site.contact.phone });
    // The link dials the number it shows.
    await expect(phone).toHaveAttribute("href", `tel:${site.contact.phone.replaceAll(" ", "")}`);
    await banner.getByRole("link", { name: "Join With Us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("why choose us lists the perks and 'Our classes' leads to /classes", async ({ page }) => {
    const why = section(page, "Everything you need to keep showing up");
    await expect(why.getByRole("heading", { level: 3 })).toHaveText(perks.map((perk) => perk.title));
    await why.getByRole("link", { name: "Our classes" }).click();
    await expect(page).toHaveURL(/\/classes$/);
  });

  test("the pricing card beside the BMI calculator offers the beginners' plan with its price and features, bought at /contact", async ({
    page,
  }) => {
    const card = section(page, "BMI Calculator").getByRole("article");
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("heading")).toHaveText(starter.name);
    await expect(card).toContainText(priceText(starter.price));
    await expect(card.getByRole("listitem")).toHaveText(starter.features);
    await card.getByRole("link", { name: /^Purchase now/ }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("the blog teaser shows the latest articles with their dates, 'Read more' opening each article", async ({
    page,
  }) => {
    const blog = section(page, "Latest from the blog");
    const cards = blog.getByRole("article");
    await expect(cards).toHaveCount(teaserArticles.length);
    for (const [index, article] of teaserArticles.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("time")).toHaveText(formatArticleDate(article.published));
      await expect(card.getByRole("heading")).toHaveText(article.title);
      await expect(card.getByRole("link", { name: /^Read more/ })).toHaveAttribute("href", `/blog/${article.slug}`);
    }
    const [first] = teaserArticles;
    await cards
      .first()
      .getByRole("link", { name: /^Read more/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/blog/${first?.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first?.title ?? "");
  });

  test("the team section (#team) introduces the coaches with their roles and four social marks that are not links", async ({
    page,
  }) => {
    const team = section(page, "Team Of Expert Coaches");
    await expect(team).toHaveAttribute("id", "team");
    await expect(team.getByText("Gym trainers", { exact: true })).toHaveText(/^gym trainers$/i);
    const cards = team.getByRole("article");
    await expect(cards).toHaveCount(trainers.length);
    await expect(cards.getByRole("heading")).toHaveText(trainers.map((trainer) => trainer.name));
    for (const [index, trainer] of trainers.entries()) await expect(cards.nth(index)).toContainText(trainer.job);
    for (const card of await cards.all()) {
      for (const network of ["Facebook", "Twitter", "Instagram", "E-mail"]) {
        await expect(card.getByRole("img", { name: network, exact: true })).toBeVisible();
      }
      await expect(card.getByRole("link")).toHaveCount(0);
    }
  });

  test("the testimonial section opens on the first testimonial, with its name and job", async ({ page }) => {
    const [first] = testimonials;
    const slide = section(page, "What our members say").getByRole("group", { name: `1 of ${testimonials.length}` });
    await expect(slide.getByRole("blockquote")).toHaveText(first?.text ?? "");
    await expect(slide.getByRole("figure")).toContainText(first?.name ?? "");
    await expect(slide.getByRole("figure")).toContainText(first?.job ?? "");
  });

  test("the partner strip shows each partner's logo, or its name where it has none", async ({ page }) => {
    const strip = section(page, "What our members say").getByRole("list");
    await expect(strip.getByRole("listitem")).toHaveCount(partners.length);
    for (const [index, partner] of partners.entries()) {
      const item = strip.getByRole("listitem").nth(index);
      if (partner.logo) {
        const logo = item.getByRole("img", { name: partner.name, exact: true });
        await logo.scrollIntoViewIfNeeded();
        await expect(logo).toHaveAttribute("src", partner.logo.src);
        await expect
          .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
      } else {
        await expect(item).toHaveText(partner.name);
        await expect(item.getByRole("img")).toHaveCount(0);
      }
    }
  });

  test("the pricing section (#pricing) shows its label in capitals, its heading and every plan at its price, each bought at /contact", async ({
    page,
  }) => {
    const pricing = section(page, pricingSection.heading);
    await expect(pricing).toHaveAttribute("id", "pricing");
    // As the visitor reads it: the label is set in capitals.
    await expect(pricing.getByText(pricingSection.label, { exact: true })).toHaveText(
      pricingSection.label.toUpperCase(),
      { useInnerText: true },
    );
    const cards = pricing.getByRole("article");
    await expect(cards).toHaveCount(plans.length);
    for (const [index, plan] of plans.entries()) {
      await expect(cards.nth(index).getByRole("heading")).toHaveText(plan.name);
      await expect(cards.nth(index)).toContainText(priceText(plan.price));
      await expect(cards.nth(index).getByRole("link", { name: /^Purchase now/ })).toHaveAttribute("href", "/contact");
    }
  });

  test("the addresses /#team and /#pricing open the page at their sections", async ({ page }) => {
    await page.goto("/#team");
    await expect(section(page, "Team Of Expert Coaches").getByRole("heading", { level: 2 })).toBeInViewport();
    await page.goto("/#pricing");
    await expect(section(page, pricingSection.heading).getByRole("heading", { level: 2 })).toBeInViewport();
  });
});

test.describe("testimonial arrows", () => {
  const members = (page: Page) => section(page, "What our members say");

  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
  });

  test("are disabled when there is a single testimonial", async ({ page }) => {
    test.skip(testimonials.length !== 1, "the content has more than one testimonial");
    await expect(members(page).getByRole("button", { name: "Previous testimonial" })).toBeDisabled();
    await expect(members(page).getByRole("button", { name: "Next testimonial" })).toBeDisabled();
  });

  test("cycle through every testimonial and wrap around", async ({ page }) => {
    test.skip(testimonials.length < 2, "the content has a single testimonial");
    // Once hydrated, only the current slide (and its arrows) is exposed; each move glides it into view.
    const quote = members(page).getByRole("blockquote");
    const expectShowing = async (text: string | undefined) => {
      await expect(quote).toHaveText(text ?? "");
      await expect(quote).toBeInViewport({ ratio: 0.9 });
    };
    for (const testimonial of [...testimonials.slice(1), testimonials[0]]) {
      await members(page).getByRole("link", { name: "Next testimonial" }).click();
      await expectShowing(testimonial?.text);
    }
    await members(page).getByRole("link", { name: "Previous testimonial" }).click();
    await expectShowing(testimonials.at(-1)?.text);
  });
});

test.describe("trainer portraits", () => {
  const portraits = (page: Page) =>
    trainers.map((trainer) =>
      section(page, "Team Of Expert Coaches").getByRole("img", { name: trainer.image.alt, exact: true }),
    );
  const filters = (page: Page) =>
    Promise.all(portraits(page).map((img) => img.evaluate((el) => getComputedStyle(el).filter)));
  const grey = Array(trainers.length).fill("grayscale(1)");
  const colour = Array(trainers.length).fill("grayscale(0)");

  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await section(page, "Team Of Expert Coaches").scrollIntoViewIfNeeded();
  });

  test("are grayscale, and all turn to colour while any one card is hovered", async ({ page }) => {
    await expect.poll(() => filters(page)).toEqual(grey);
    await page.getByRole("article", { name: `${trainers[1]?.name}, ${trainers[1]?.job}` }).hover();
    await expect.poll(() => filters(page)).toEqual(colour);
    await page.mouse.move(2, 2);
    await expect.poll(() => filters(page)).toEqual(grey);
  });

  test("all turn to colour while any card has keyboard focus, and back to grey when focus leaves the team", async ({
    page,
  }) => {
    const cards = section(page, "Team Of Expert Coaches").getByRole("article");
    await cards.first().focus();
    await expect.poll(() => filters(page)).toEqual(colour);
    await page.keyboard.press("Tab");
    await expect(cards.nth(1)).toBeFocused();
    await expect.poll(() => filters(page)).toEqual(colour);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(cards.last()).not.toBeFocused();
    await expect.poll(() => filters(page)).toEqual(grey);
  });

  test("stay in colour while a card keeps focus, even after the pointer has come and gone", async ({ page }) => {
    const cards = section(page, "Team Of Expert Coaches").getByRole("article");
    await cards.first().focus();
    await cards.last().hover();
    await page.mouse.move(2, 2);
    await expect(cards.first()).toBeFocused();
    await handledPointerLeaving(page, cards.last());
    await expectColourToStay(page);
  });

  test("stay in colour while the pointer rests on a card, even after keyboard focus has left the team", async ({
    page,
  }) => {
    const cards = section(page, "Team Of Expert Coaches").getByRole("article");
    await cards.last().hover();
    await cards.last().focus();
    // Focus leaves without the page scrolling away from under the pointer.
    await cards.last().blur();
    await expect(cards.last()).not.toBeFocused();
    await expect(cards.last()).toBeInViewport();
    await settled(page);
    await expectColourToStay(page);
  });

  /** The pointer has left `card` as far as the page knows, and React has handled it. */
  async function handledPointerLeaving(page: Page, card: Locator) {
    await expect.poll(() => card.evaluate((element) => element.matches(":hover"))).toBe(false);
    await settled(page);
  }

  /** In colour, and no transition under way that would take them back to grey. */
  async function expectColourToStay(page: Page) {
    // A fade back to colour may still be finishing (grayscale(3e-10)); one towards grey never reaches it.
    await expect.poll(() => filters(page)).toEqual(colour);
    const fading = await Promise.all(
      portraits(page).map((img) => img.evaluate((element) => element.getAnimations().length)),
    );
    expect(fading).toEqual(Array(trainers.length).fill(0));
  }
});

/** Returns once the page has rendered a frame and run the tasks queued before it (React's, say). */
async function settled(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

test.describe("BMI calculator", () => {
  checkAtOneWidth();
  const calculator = (page: Page) => page.getByRole("form", { name: "BMI calculator" });

  async function calculate(page: Page, weight: string, height: string) {
    const form = calculator(page);
    await form.getByLabel("Weight (kg)").fill(weight);
    await form.getByLabel("Height (cm)").fill(height);
    await form.getByRole("button", { name: "Calculate" }).click();
  }

  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
  });

  test("explains the bands it classifies with", async ({ page }) => {
    await expect(section(page, "BMI Calculator")).toContainText(describeBmiBands());
  });

  for (const { weight, height, bmi, category } of [
    { weight: "70", height: "175", bmi: "22.9", category: "Normal" },
    { weight: "55", height: "175", bmi: "18.0", category: "Underweight" },
    { weight: "90", height: "175", bmi: "29.4", category: "Overweight" },
    { weight: "80", height: "200", bmi: "20.0", category: "Normal" },
    { weight: "108", height: "200", bmi: "27.0", category: "Overweight" },
  ]) {
    test(`${weight} kg at ${height} cm shows BMI ${bmi}, ${category}`, async ({ page }) => {
      await calculate(page, weight, height);
      const form = calculator(page);
      await expect(form.getByRole("status")).toHaveText(bmi);
      await expect(form.getByText(category, { exact: true })).toBeVisible();
      await expect(form.getByRole("alert")).toHaveCount(0);
      await expect(page).toHaveURL(/\/$/);
    });
  }

  for (const { input, weight, height } of [
    { input: "an empty form", weight: "", height: "" },
    { input: "a zero weight", weight: "0", height: "175" },
    { input: "a zero height", weight: "70", height: "0" },
    { input: "a negative height", weight: "70", height: "-175" },
    { input: "a weight that is not a number", weight: "heavy", height: "175" },
  ]) {
    test(`${input} gets the alert 'Please enter a valid weight and height' and no BMI`, async ({ page }) => {
      await calculate(page, weight, height);
      const form = calculator(page);
      await expect(form.getByRole("alert")).toHaveText("Please enter a valid weight and height");
      await expect(form.getByRole("status")).toHaveCount(0);
    });
  }

  test("while the alert shows, both fields are marked invalid and described by it, and axe finds no violations", async ({
    page,
    expectNoAxeViolations,
  }) => {
    await calculate(page, "", "");
    const form = calculator(page);
    await expect(form.getByRole("alert")).toBeVisible();
    for (const label of ["Weight (kg)", "Height (cm)"]) {
      await expect(form.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel(label)).toHaveAccessibleDescription("Please enter a valid weight and height");
    }
    await expectNoAxeViolations();
  });

  test("a valid calculation after an invalid one replaces the alert with the result", async ({ page }) => {
    await calculate(page, "0", "175");
    await expect(calculator(page).getByRole("alert")).toBeVisible();
    await calculate(page, "70", "175");
    await expect(calculator(page).getByRole("status")).toHaveText("22.9");
    await expect(calculator(page).getByRole("alert")).toHaveCount(0);
  });
});

test.describe("workplace gallery on a wide screen", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "the gallery strip shows from 768 px");

  test("shows a strip of workplace photos, each leading to the gallery", async ({ page }) => {
    await page.goto("/");
    const gallery = section(page, "Our workplace");
    await expect(gallery).toBeVisible();
    const shown = galleryImages.slice(0, 6);
    const links = gallery.getByRole("link");
    await expect(links).toHaveCount(shown.length);
    for (const [index, item] of shown.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", "/gallery/page-1");
      await expect(links.nth(index).getByRole("img")).toHaveAccessibleName(item.image.alt);
    }
  });
});

test.describe("workplace gallery on a phone", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, "narrow screens leave the gallery strip out");

  test("is left out on a narrow screen", async ({ page }) => {
    await page.goto("/");
    const gallery = page.getByRole("region", { name: "Our workplace", includeHidden: true });
    await expect(gallery).toHaveCount(1);
    await expect(gallery).toBeHidden();
  });
});

test.describe("home page as a whole", () => {
  test("preloads the hero image from the head of the HTML", async ({ page }) => {
    await page.goto("/");
    const preload = page.locator(`head link[rel="preload"][as="image"][href="${heroImage.src}"]`);
    await expect(preload).toHaveCount(1);
    // The preload names the same candidates as the hero <img>, so the browser reuses the file.
    const heroSrcset = await page.locator("#home").getByRole("img", { name: heroImage.alt }).getAttribute("srcset");
    await expect(preload).toHaveAttribute("imagesrcset", heroSrcset ?? "");
    await expect(preload).toHaveAttribute("imagesizes", "100vw");
  });

  test("'Our classes' from far down the page lands on /classes at the top", async ({ page }) => {
    await page.goto("/");
    const link = section(page, "Everything you need to keep showing up").getByRole("link", { name: "Our classes" });
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await link.click();
    await expect(page).toHaveURL(/\/classes$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
