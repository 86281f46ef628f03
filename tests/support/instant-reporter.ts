import type { Reporter, TestModule } from "vitest/node";

/**
 * The date matrix's summary (vitest.dates.config.ts makes each instant a project): one line
 * per instant, passed or failed with the files that failed there; Vitest's own reporter says
 * why above it.
 */
export default class InstantReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const byInstant = new Map<string, { files: number; failed: string[]; seconds: number }>();
    for (const testModule of testModules) {
      const instant = testModule.project.name;
      const entry = byInstant.get(instant) ?? { files: 0, failed: [], seconds: 0 };
      entry.files += 1;
      entry.seconds += testModule.diagnostic().duration / 1000;
      if (testModule.state() === "failed") entry.failed.push(testModule.relativeModuleId);
      byInstant.set(instant, entry);
    }
    console.log(`\nThe calendar's suites at ${byInstant.size} instants:`);
    for (const [instant, { files, failed, seconds }] of byInstant) {
      const time = `${files} files, ${Math.round(seconds)} s of test time`;
      console.log(failed.length === 0 ? `  ✓ ${instant} (${time})` : `  ✗ ${instant} (${time}): ${failed.join(", ")}`);
    }
    const failedAt = [...byInstant].filter(([, entry]) => entry.failed.length > 0).map(([instant]) => instant);
    console.log(
      failedAt.length === 0
        ? `The calendar's suites pass at all ${byInstant.size} instants.`
        : `Failed at ${failedAt.length} of ${byInstant.size} instants: ${failedAt.join("; ")}`,
    );
  }
}
