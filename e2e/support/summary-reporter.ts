import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * Ends the run with one plain 'N passed, N failed' line that CI can read whatever the runner,
 * why tests were skipped (each reason once, with how many it skipped), and the spec files
 * that took longest (browser time summed over both widths), for whoever keeps CI under 25 minutes.
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private skipReasons = new Map<string, number>();
  private fileMs = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult) {
    const file = test.location.file.replace(/^.*\/e2e\//, "e2e/");
    this.fileMs.set(file, (this.fileMs.get(file) ?? 0) + result.duration);
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
    const slowest = [...this.fileMs].sort((a, b) => b[1] - a[1]).slice(0, 10);
    console.log(
      `e2e: slowest spec files (test time, s): ${slowest.map(([file, ms]) => `${file} ${Math.round(ms / 1000)}`).join(", ")}`,
    );
  }
}
