import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, test as base, expect, type Page } from "@playwright/test";
import { offsetIn } from "#tests/support/clock-shift.ts";

/**
 * A browser context's pages run on the test run's clock, as its servers do
 * (tests/support/test-clock.ts): their `Date` is shifted by the same offset, so a token the
 * server issued is fresh to the page and "today" is the same day on both sides. Every page of
 * the `page` fixture gets it; a spec that makes its own context calls this.
 */
export async function standContextAtTestNow(context: BrowserContext): Promise<void> {
  const offset = offsetIn(process.env);
  if (offset === null) return;
  await context.addInitScript((offsetMs: number) => {
    const RealDate = Date;
    class ShiftedDate extends RealDate {
      constructor(...args: [] | [string | number | Date]) {
        if (args.length === 0) super(RealDate.now() + offsetMs);
        else super(...(args as [string | number | Date]));
      }
      static override now(): number {
        return RealDate.now() + offsetMs;
      }
    }
    globalThis.Date = ShiftedDate as DateConstructor;
  }, offset);
}

/** Tests fail on any error the page logs or throws: a broken page is not a passing page. */
export const test = base.extend<{ pageErrors: string[]; expectNoAxeViolations: () => Promise<void> }>({
  context: async ({ context }, use) => {
    await standContextAtTestNow(context);
    await use(context);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error" && !isExpectedNetworkError(message.text())) errors.push(message.text());
      });
      await use(errors);
      expect(errors, "the page logged errors").toEqual([]);
    },
    { auto: true },
  ],
  expectNoAxeViolations: async ({ page }, use) => {
    await use(async () => {
      const results = await new AxeBuilder({ page }).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(", ")})`);
      expect(summary).toEqual([]);
    });
  },
});

/**
 * Pages paint before their scripts load (docs/decisions/0020), so a button that only
 * JavaScript drives does nothing for a moment; a test waits for React to take over the
 * document before it presses one.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__reactProps$")));
}

/** Responses the test asks for on purpose (a 404 page, a 401 from a bad sign-in, a 409 refusal) log a console error in Chromium. */
function isExpectedNetworkError(text: string): boolean {
  return /Failed to load resource: the server responded with a status of (400|401|403|404|409|413|422|429)/.test(text);
}

export { expect };

/**
 * For a describe block whose tests check what a page says or works out (texts, links,
 * arithmetic), which is the same at 390 px and 1440 px: run them at the phone's width only,
 * so CI's minutes (under 25 in all) go to what differs between the two. Layout, navigation
 * and accessibility stay checked at both.
 */
export function checkAtOneWidth(): void {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, "the same at every width: checked at 390 px");
}
