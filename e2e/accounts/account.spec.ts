import { dayLabel } from "#app/features/timetable/sessions.server.ts";
import { bookAhead, claimSession } from "./staff-support.ts";
import { expect, test } from "./support.ts";

test.describe("Signed-in header and session", { tag: "@flow" }, () => {
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
    await page.getByLabel("Name").fill("Sync Tester");
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
    await page.getByLabel("Name").fill("Two Tabs");
    await page.getByLabel("Email").fill(newUser.email);
    await page.getByLabel("Password").fill(newUser.password);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/welcome$/);

    await expect(other.getByRole("button", { name: "Account" })).toBeVisible();
    await other.close();
  });

  test("asks an account without a name for one on /account, and keeps it", async ({
    page,
    newUser,
    baseURL,
    expectNoAxeViolations,
  }) => {
    // Before sign-up asked for a name, it stored the part of the address before the @.
    const origin = new URL(baseURL ?? "").origin;
    const local = newUser.email.split("@")[0] ?? "";
    const signUp = await page.request.post("/api/auth/sign-up/email", {
      headers: { origin },
      data: { ...newUser, name: local },
    });
    expect(signUp.status()).toBe(200);
    await page.goto("/account");
    const ask = page.getByRole("region", { name: "What should we call you?" });
    await expect(ask.getByLabel("Name", { exact: true })).toHaveValue("");
    await expectNoAxeViolations();
    await ask.getByLabel("Name", { exact: true }).fill("Nora Named");
    await ask.getByRole("button", { name: "Save my name" }).click();
    const saved = page.getByRole("region", { name: "Your details" });
    await expect(saved.getByRole("status")).toHaveText("Your details are saved.");
    await expect(saved.getByLabel("Name", { exact: true })).toHaveValue("Nora Named");
    await expect(page.getByRole("region", { name: "What should we call you?" })).toHaveCount(0);
  });
});

test.describe("My account, long on a phone", { tag: "@flow" }, () => {
  test("shows the next class first and an in-page navigation to each group of sections", async ({
    page,
    database,
    signedInUser: member,
    expectNoAxeViolations,
  }, testInfo) => {
    const user = await database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", member.email)
      .executeTakeFirstOrThrow();
    const session = await claimSession(database, testInfo, [8]);
    await bookAhead(database, session, [user.id]);

    await page.goto("/account");
    const next = page.getByRole("region", { name: "Your next class" });
    await expect(next).toContainText(session.className);
    await expect(next).toContainText(dayLabel(session.localDate));
    const nav = page.getByRole("navigation", { name: "My account" });
    // The next class comes before everything else the page holds.
    const nextTop = (await next.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    const navTop = (await nav.boundingBox())?.y ?? 0;
    expect(nextTop).toBeLessThan(navTop);
    await expectNoAxeViolations();

    for (const [link, heading] of [
      ["Membership", "Membership and credits"],
      ["Calendar & mail", "My calendar"],
      ["Your account", "Your details"],
      ["Classes", "Upcoming bookings"],
    ] as const) {
      await nav.getByRole("link", { name: link }).click();
      await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeInViewport();
      // The navigation stays in view wherever the page is.
      await expect(nav.getByRole("link", { name: link })).toBeInViewport();
    }
  });
});
