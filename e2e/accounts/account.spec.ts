import { expect, test } from "./support.ts";

test.describe("Signed-in header and session", () => {
  test("shows the e-mail in the account menu and signs out on the server too", async ({
    page,
    signedInUser,
    expectNoAxeViolations,
  }) => {
    await page.goto("/about");
    const account = page.getByRole("button", { name: "Account" });
    await account.click();
    await expect(page.getByText(signedInUser.email)).toBeVisible();
    await expectNoAxeViolations();

    const deleted = page.waitForRequest(
      (request) => request.url().endsWith("/api/session") && request.method() === "DELETE",
    );
    await page.getByRole("button", { name: "Sign out" }).click();
    const request = await deleted;
    expect(request.headers().authorization).toBeUndefined();
    await expect(page.getByRole("link", { name: "Sign up" })).toBeVisible();
    const session = await page.request.get("/api/auth/get-session");
    expect(await session.json()).toBeNull();
  });

  test("syncs a fresh ID token to the session cookie after sign-in", async ({ page, newUser }) => {
    await page.goto("/signup");
    const synced = page.waitForRequest(
      (request) => request.url().endsWith("/api/session") && request.method() === "POST",
    );
    await page.getByLabel("Email").fill(newUser.email);
    await page.getByLabel("Password").fill(newUser.password);
    await page.getByRole("button", { name: "Sign Up" }).click();
    const request = await synced;
    expect(request.headers().authorization).toMatch(/^Bearer ey/);
    expect((await request.response())?.status()).toBe(204);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === "ironpeak_id_session")).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
    });
  });

  test("a sign-in in one tab shows in another", async ({ context, page, newUser }) => {
    const other = await context.newPage();
    await other.goto("/pricing");
    await expect(other.getByRole("link", { name: "Sign up" })).toBeVisible();

    await page.goto("/signup");
    await page.getByLabel("Email").fill(newUser.email);
    await page.getByLabel("Password").fill(newUser.password);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/#home$/);

    await expect(other.getByRole("button", { name: "Account" })).toBeVisible();
    await other.close();
  });
});
