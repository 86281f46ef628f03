import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * Ends the run with one plain 'N passed, N failed' line that CI can read whatever the runner,
 * and why tests were skipped (each reason once, with how many it skipped).
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private skipReasons = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === "skipped") {
      this.skipped++;
      const reason =
        test.annotations.find((annotation) => annotation.type === "skip")?.description ?? "no reason given";
      this.skipReasons.set(reason, (this.skipReasons.get(reason) ?? 0) + 1);
    } else if (test.outcome() === "expected" || test.outcome() === "flaky") {
      if (result.status === "passed" || test.outcome() === "flaky") this.passed++;
    } else if (result.retry === test.retries || result.status === "passed") this.failed++;
  }

  onEnd(_result: FullResult) {
    console.log(`e2e: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`);
    for (const [reason, count] of this.skipReasons) console.log(`  skipped ${count}: ${reason}`);
  }
}
