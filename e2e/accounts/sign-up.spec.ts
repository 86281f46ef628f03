import { PASSWORD_TOO_COMMON } from "#app/features/accounts/messages.ts";
import { expect, test } from "./support.ts";

test.describe("Sign Up page", () => {
  test("shows the form, the way back to sign in and the test account note", async ({ page, expectNoAxeViolations }) => {
    await page.goto("/signup");
    await expect(page.getByRole("heading", { level: 1, name: "Sign Up" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
    await expect(page.getByText("Already have account?")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Sign In", exact: true })).toHaveAttribute(
      "href",
      "/login",
    );
    await expect(page.getByText(/Use the test account shown on the/)).toBeVisible();
    await expectNoAxeViolations();
  });

  test("creates an account, signs it in and lands on the home page", async ({ page, newUser }) => {
    await page.goto("/signup");
    await page.getByLabel("Email").fill(newUser.email);
    await page.getByLabel("Password").fill(newUser.password);
    const submit = page.getByRole("button", { name: "Sign Up" });
    await submit.click();
    await expect(page).toHaveURL(/\/#home$/);
    await page.getByRole("button", { name: "Account" }).click();
    await expect(page.getByText(newUser.email)).toBeVisible();
  });

  test("says why a sign-up failed", async ({ page, signedInUser, expectNoAxeViolations }) => {
    await page.context().clearCookies();
    await page.goto("/signup");
    await page.getByLabel("Email").fill(signedInUser.email);
    await page.getByLabel("Password").fill("another-password");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("alert")).toHaveText("An account with this e-mail already exists.");
    await expectNoAxeViolations();

    await page.getByLabel("Email").fill("fresh-short@example.com");
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("alert")).toHaveText("Password must be at least 8 characters.");

    await page.getByLabel("Password").fill("Password123");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("alert")).toHaveText(PASSWORD_TOO_COMMON.message);
  });

  test("shows progress and sends one request however often the button is pressed", async ({ page, newUser }) => {
    let requests = 0;
    // The server's answer is held back until the form has been seen busy: a slow network.
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route("**/api/auth/sign-up/email", async (route) => {
      requests++;
      await answered;
      await route.continue();
    });
    await page.goto("/signup");
    await page.getByLabel("Email").fill(newUser.email);
    await page.getByLabel("Password").fill(newUser.password);
    await page.getByRole("button", { name: "Sign Up" }).dblclick();
    await expect(page.getByRole("button", { name: "Creating account…" })).toBeDisabled();
    await expect.poll(() => requests).toBe(1);
    answer();
    await expect(page).toHaveURL(/\/#home$/);
    expect(requests).toBe(1);
  });
});

test.describe("Sign Up without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain form post says why it failed, keeps the typed e-mail, then creates the account", async ({
    page,
    signedInUser,
  }) => {
    const freshEmail = `fresh-${signedInUser.email}`;
    await page.context().clearCookies();
    await page.goto("/signup");
    await page.getByLabel("Email").fill(signedInUser.email);
    await page.getByLabel("Password").fill("another-password");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("alert")).toHaveText("An account with this e-mail already exists.");
    await expect(page.getByLabel("Email")).toHaveValue(signedInUser.email);
    await expect(page.getByLabel("Password")).toHaveValue("");

    await page.getByLabel("Email").fill(freshEmail);
    await page.getByLabel("Password").fill(signedInUser.password);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/#home$/);
    const session = await page.request.get("/api/auth/get-session");
    expect((await session.json())?.user?.email).toBe(freshEmail);
  });
});
