import { mailCopy } from "#app/content/mail.ts";
import { verificationMessages } from "#app/features/accounts/verification-messages.ts";
import { heldMail, linkIn } from "#e2e/support/held-mail.ts";
import { expect, test } from "./support.ts";

test.describe("E-mail verification", { tag: "@flow" }, () => {
  test("a new member is asked to verify, can have the link sent again, and confirms with it", async ({
    page,
    signedInUser,
    expectNoAxeViolations,
  }) => {
    await page.goto("/verify-email");
    const notice = page.getByRole("region", { name: verificationMessages.noticeTitle });
    await expect(notice).toContainText(verificationMessages.notice(signedInUser.email));
    await expectNoAxeViolations();
    await notice.getByRole("button", { name: verificationMessages.resend }).click();
    await expect(notice.getByRole("status")).toHaveText(verificationMessages.resent(signedInUser.email));

    const mail = await heldMail(signedInUser.email, mailCopy.verifyEmail.subject);
    await page.goto(linkIn(mail, "/verify-email"));
    await expect(page.getByRole("status")).toHaveText(verificationMessages.verified);
    await page.goto("/verify-email");
    await expect(page.getByRole("status")).toHaveText(verificationMessages.alreadyVerified);
  });

  test("a link that is not valid says so", async ({ page }) => {
    await page.goto("/verify-email?token=not-a-real-token");
    await expect(page.getByRole("alert")).toHaveText(verificationMessages.invalidLink);
  });
});

test.describe("E-mail verification without JavaScript", { tag: "@flow" }, () => {
  test.use({ javaScriptEnabled: false });

  test("the resend button is a plain form post", async ({ page, signedInUser }) => {
    await page.goto("/verify-email");
    await page.getByRole("button", { name: verificationMessages.resend }).click();
    await expect(page.getByRole("status").first()).toHaveText(verificationMessages.resent(signedInUser.email));
  });
});
