import { isSampleContent, notSampleContentReason } from "#tests/support/sample-content.ts";
import { test } from "./fixtures.ts";

/**
 * Call at the top of a describe block (or a spec file) whose tests pin Ironpeak's sample
 * texts: they run while app/content is the sample and are skipped, saying why, once it is
 * a gym's own (tests/support/sample-content.ts).
 */
export function sampleContentOnly(): void {
  test.skip(!isSampleContent, notSampleContentReason);
}
