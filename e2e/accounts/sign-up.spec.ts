import { site } from "#app/content/site.ts";
import { PASSWORD_TOO_COMMON, signUpFailureMessage } from "#app/features/accounts/messages.ts";
import { expect, test } from "./support.ts";

test.describe("Sign Up page", { tag: "@flow" }, () => {
  test("shows the form, the way back to sign in and the test account note", async ({ page, expectNoAxeViolations }) => {
    await page.goto("/signup");
    await expect(page.getByRole("heading", { level: 1, name: "Sign Up" })).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveAttribute("required", "");
    await expect(page.getByLabel("Phone (optional)")).toHaveAttribute("type", "tel");
    await expect(page.getByLabel("Phone (optional)")).not.toHaveAttribute("required", "");
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

  test("creates an account with the member's name and phone, signs it in and says what happens next", async ({
    page,
    newUser,
    expectNoAxeViolations,
  }) => {
    await page.goto("/signup");
    await page.getByLabel("Name").fill("Mia Jones");
    await page.getByLabel("Phone (optional)").fill("+44 20 7946 0958");
    await page.getByLabel("Email").fill(newUser.email);
    await page.getByLabel("Password").fill(newUser.password);
    const submit = page.getByRole("button", { name: "Sign Up" });
    await submit.click();
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByText(`Welcome to ${site.brand}, Mia Jones.`)).toBeVisible();
    await expect(page.getByText("You're signed in: book your first class.")).toBeVisible();
    await expectNoAxeViolations();
    await page.getByRole("button", { name: "Account" }).click();
    await expect(page.getByText(newUser.email)).toBeVisible();
    const session = await (await page.request.get("/api/auth/get-session")).json();
    expect(session?.user).toMatchObject({ name: "Mia Jones", phone: "+44 20 7946 0958" });
  });

  test("says why a sign-up failed", async ({ page, signedInUser, expectNoAxeViolations }) => {
    await page.context().clearCookies();
    await page.goto("/signup");
    await page.getByLabel("Name").fill("Second Try");
    await page.getByLabel("Email").fill(signedInUser.email);
    await page.getByLabel("Password").fill("another-password");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("alert")).toHaveText("An account with this e-mail already exists.");
    await expectNoAxeViolations();

    await page.getByLabel("Phone (optional)").fill("call me maybe");
    await page.getByLabel("Email").fill("fresh-phone@example.com");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("alert")).toHaveText(signUpFailureMessage("INVALID_PHONE", 400));
    await page.getByLabel("Phone (optional)").fill("");

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
    await page.getByLabel("Name").fill("Double Click");
    await page.getByLabel("Email").fill(newUser.email);
    await page.getByLabel("Password").fill(newUser.password);
    await page.getByRole("button", { name: "Sign Up" }).dblclick();
    await expect(page.getByRole("button", { name: "Creating account…" })).toBeDisabled();
    await expect.poll(() => requests).toBe(1);
    answer();
    await expect(page).toHaveURL(/\/welcome$/);
    expect(requests).toBe(1);
  });
});

test.describe("Sign Up without JavaScript", { tag: "@flow" }, () => {
  test.use({ javaScriptEnabled: false });

  test("a plain form post says why it failed, keeps what was typed, then creates the account and says what next", async ({
    page,
    signedInUser,
  }) => {
    const freshEmail = `fresh-${signedInUser.email}`;
    await page.context().clearCookies();
    await page.goto("/signup");
    await page.getByLabel("Name").fill("Nora Nojs");
    await page.getByLabel("Phone (optional)").fill("555 010 4477");
    await page.getByLabel("Email").fill(signedInUser.email);
    await page.getByLabel("Password").fill("another-password");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("alert")).toHaveText("An account with this e-mail already exists.");
    await expect(page.getByLabel("Email")).toHaveValue(signedInUser.email);
    await expect(page.getByLabel("Name")).toHaveValue("Nora Nojs");
    await expect(page.getByLabel("Phone (optional)")).toHaveValue("555 010 4477");
    await expect(page.getByLabel("Password")).toHaveValue("");

    await page.getByLabel("Email").fill(freshEmail);
    await page.getByLabel("Password").fill(signedInUser.password);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByText("You're signed in: book your first class.")).toBeVisible();
    const session = await page.request.get("/api/auth/get-session");
    expect((await session.json())?.user).toMatchObject({ email: freshEmail, name: "Nora Nojs", phone: "555 010 4477" });
  });
});
