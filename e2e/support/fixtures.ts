import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Tests fail on any error the page logs or throws: a broken page is not a passing page. */
export const test = base.extend<{ pageErrors: string[]; expectNoAxeViolations: () => Promise<void> }>({
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
