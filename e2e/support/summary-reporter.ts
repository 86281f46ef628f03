import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/** Ends the run with one plain 'N passed, N failed' line that CI can read whatever the runner. */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === "skipped") this.skipped++;
    else if (test.outcome() === "expected" || test.outcome() === "flaky") {
      if (result.status === "passed" || test.outcome() === "flaky") this.passed++;
    } else if (result.retry === test.retries || result.status === "passed") this.failed++;
  }

  onEnd(_result: FullResult) {
    console.log(`e2e: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`);
  }
}
