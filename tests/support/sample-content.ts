import { site } from "#app/content/site.ts";

/**
 * Ironpeak ships sample content (app/content/) whose texts follow the seed specification
 * and product.md. Every test reads what it expects from the content modules (or brings
 * its own fixtures), so a gym that makes the content its own keeps a green `npm test`.
 * Only the named sample content tests (app/content/sample-content.test.ts and
 * e2e/pages/sample-content.spec.ts) pin the shipped texts, and they step aside, saying
 * why, once the content is no longer the sample. The sign is the brand: it is the first
 * thing a gym changes, and changing nothing else of the sample keeps those tests on.
 */
export const SAMPLE_BRAND = "Ironpeak";

/** Whether app/content is still Ironpeak's sample. */
export const isSampleContent: boolean = (site.brand as string) === SAMPLE_BRAND;

/** What a skipped sample content test prints. */
export const notSampleContentReason = `the content is no longer Ironpeak's sample (site.brand is "${site.brand}"), so the tests that pin the sample's texts step aside`;

/** For Vitest's `beforeEach` (or a test's first line): skips the test, with the reason, unless the content is the sample. */
export function sampleContentOnly(context: { skip: (condition: boolean, note?: string) => void }): void {
  context.skip(!isSampleContent, notSampleContentReason);
}
