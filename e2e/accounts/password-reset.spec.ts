import AxeBuilder from "@axe-core/playwright";
import { mailCopy } from "#app/content/mail.ts";
import { passwordResetMessages } from "#app/features/accounts/password-reset-messages.ts";
import { standContextAtTestNow } from "#e2e/support/fixtures.ts";
import { heldMail, linkIn } from "#e2e/support/held-mail.ts";
import { expect, test } from "./support.ts";

const NEW_PASSWORD = "a-brand-new-password";

test.describe("Forgotten password", { tag: "@flow" }, () => {
  test("request a link, open it from the e-mail, set a new password, sign in with it: the old session is gone", async ({
    browser,
    page,
    signedInUser,
    clientAddress,
  }) => {
    // `page` stays signed in: the session a reset must end. The reset happens elsewhere.
    const elsewhere = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": clientAddress } });
    await standContextAtTestNow(elsewhere);
    const visitor = await elsewhere.newPage();
    await visitor.goto("/login");
    await visitor.getByRole("link", { name: "Forgot password?" }).click();
    await expect(visitor).toHaveURL(/\/forgot-password$/);
    await expect(visitor.getByRole("heading", { level: 1, name: "Forgot Password" })).toBeVisible();
    await visitor.getByLabel("Email").fill(signedInUser.email);
    await visitor.getByRole("button", { name: "Send reset link" }).click();
    await expect(visitor.getByRole("status")).toHaveText(passwordResetMessages.sent(signedInUser.email));

    const mail = await heldMail(signedInUser.email, mailCopy.passwordReset.subject);
    await visitor.goto(linkIn(mail, "/reset-password"));
    await expect(visitor.getByRole("heading", { level: 1, name: "New Password" })).toBeVisible();
    const axe = await new AxeBuilder({ page: visitor }).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await visitor.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await visitor.getByLabel("Repeat new password").fill(NEW_PASSWORD);
    await visitor.getByRole("button", { name: "Set new password" }).click();

    await expect(visitor).toHaveURL(/\/login\?password-changed$/);
    await expect(visitor.getByRole("status")).toHaveText(passwordResetMessages.changed);
    await visitor.getByLabel("Email").fill(signedInUser.email);
    await visitor.getByLabel("Password").fill(NEW_PASSWORD);
    await visitor.getByRole("button", { name: "Sign In" }).click();
    await expect(visitor).toHaveURL(/\/#home$/);

    const oldSession = await page.request.get("/api/auth/get-session");
    expect(await oldSession.json()).toBeNull();
    // The link worked once.
    await visitor.goto(linkIn(mail, "/reset-password"));
    await expect(visitor.getByRole("alert")).toHaveText(passwordResetMessages.linkExpired);
    await elsewhere.close();
  });

  test("the same answer for an address without an account, and a page that passes axe", async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto("/forgot-password");
    await expectNoAxeViolations();
    await page.getByLabel("Email").fill("nobody-at-all@example.com");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status")).toHaveText(passwordResetMessages.sent("nobody-at-all@example.com"));
  });
});

test.describe("Forgotten password without JavaScript", { tag: "@flow" }, () => {
  test.use({ javaScriptEnabled: false });

  test("both pages work as plain form posts", async ({ page, signedInUser, clientAddress }) => {
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(signedInUser.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status")).toHaveText(passwordResetMessages.sent(signedInUser.email));

    const mail = await heldMail(signedInUser.email, mailCopy.passwordReset.subject);
    await page.goto(linkIn(mail, "/reset-password"));
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Repeat new password").fill("something-else");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("alert")).toHaveText(passwordResetMessages.mismatch);
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Repeat new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page).toHaveURL(/\/login\?password-changed$/);

    const signIn = await page.request.post("/api/auth/sign-in/email", {
      headers: { origin: new URL(page.url()).origin, "x-forwarded-for": clientAddress },
      data: { email: signedInUser.email, password: NEW_PASSWORD },
    });
    expect(signIn.status()).toBe(200);
  });
});
