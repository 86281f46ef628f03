import { site } from "#app/content/site.ts";
import { expect, test } from "./support.ts";

test.describe("Sign In page", { tag: "@flow" }, () => {
  test("shows the form, the way to sign up and the test account", async ({ page, expectNoAxeViolations }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
    await expect(page.getByText(`New to ${site.brand}?`)).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
    await expect(page.getByText("e-mail demo@ironpeak.example, password ironpeak-demo")).toBeVisible();
    await expectNoAxeViolations();
  });

  test("the demo account signs in and lands on the home page, at the top", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill("demo@ironpeak.example");
    await page.getByLabel("Password").fill("ironpeak-demo");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/#home$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole("button", { name: "Account" }).click();
    await expect(page.getByText("demo@ironpeak.example")).toBeVisible();
  });

  test("a wrong password or an unknown e-mail shows one red banner, cleared at the next submit", async ({
    page,
    signedInUser,
    expectNoAxeViolations,
  }) => {
    await page.context().clearCookies();
    await page.goto("/login");
    await page.getByLabel("Email").fill(signedInUser.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    const banner = page.getByRole("alert");
    await expect(banner).toHaveText("Wrong email or password");
    await expectNoAxeViolations();

    await page.getByLabel("Email").fill("nobody-here@example.com");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(banner).toHaveText("Wrong email or password");

    await page.getByLabel("Email").fill(signedInUser.email);
    await page.getByLabel("Password").fill(signedInUser.password);
    const submit = page.getByRole("button", { name: "Sign In" });
    await submit.click();
    await expect(banner).toBeHidden();
    await expect(page).toHaveURL(/\/#home$/);
  });
});

test.describe("Sign In without JavaScript", { tag: "@flow" }, () => {
  test.use({ javaScriptEnabled: false });

  test("shows the test account, which the server puts in the page", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByText("e-mail demo@ironpeak.example, password ironpeak-demo")).toBeVisible();
  });

  test("a plain form post signs in, or shows the banner", async ({ page, signedInUser }) => {
    await page.context().clearCookies();
    await page.goto("/login");
    await page.getByLabel("Email").fill(signedInUser.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Wrong email or password");
    await expect(page.getByLabel("Email")).toHaveValue(signedInUser.email);

    await page.getByLabel("Email").fill(signedInUser.email);
    await page.getByLabel("Password").fill(signedInUser.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/#home$/);
    const session = await page.request.get("/api/auth/get-session");
    expect((await session.json())?.user?.email).toBe(signedInUser.email);
  });
});
