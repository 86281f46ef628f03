import { randomUUID } from "node:crypto";
import { terms } from "#app/content/terms.ts";
import { acceptTerms } from "#app/features/attendance/terms.server.ts";
import { saveInquiry } from "#app/features/contact/inquiries.server.ts";
import { EMBEDDED_DEMO_STAFF_ACCOUNT } from "#app/platform/config/env.server.ts";
import { bookAhead, claimSession, expect, newMember, test } from "./staff-support.ts";

/** The demo staff account's published password is on /login: anyone may look, nobody may change a thing. */
test.describe("The public demo staff account", { tag: "@flow" }, () => {
  test("looks around the desk with people's details masked, and is refused every change with a reason", async ({
    page,
    database,
    expectNoAxeViolations,
  }, testInfo) => {
    const session = await claimSession(database, testInfo, [9, 10, 11]);
    const ada = await newMember(database, "Ada Lovelace");
    await bookAhead(database, session, [ada.id]);
    // Ada answered yes to a health question: real staff see the flag, the demo must not.
    await acceptTerms(database, {
      userId: ada.id,
      version: terms.version,
      answers: Object.fromEntries(terms.questions.map((question, index) => [question.id, index === 0])),
    });
    const lead = `lead-${randomUUID().slice(0, 8)}@example.com`;
    await saveInquiry(database.db, { fullName: "Grace Hopper", email: lead, className: null, comment: "Private" });

    await page.goto("/login");
    await expect(page.getByText(EMBEDDED_DEMO_STAFF_ACCOUNT.email)).toBeVisible();
    await page.getByLabel("Email").fill(EMBEDDED_DEMO_STAFF_ACCOUNT.email);
    await page.getByLabel("Password").fill(EMBEDDED_DEMO_STAFF_ACCOUNT.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/#home$/);

    await page.goto("/staff/leads");
    await expect(page.getByText("Demo account: you can look around, but not change anything")).toBeVisible();
    await expect(page.getByText(lead)).toHaveCount(0);
    await expect(page.getByText("Grace Hopper")).toHaveCount(0);

    await page.goto(`/staff/sessions/${session.id}`);
    await expect(page.getByText(ada.email)).toHaveCount(0);
    await page.getByText("Cancel this session…").click();
    await page.getByLabel("Reason, shown on the public schedule").fill("Visit https://phishing.example now");
    await page.getByRole("button", { name: "Cancel the session" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not for this account");
    await expect(
      page.getByText("The demo staff account can look around the front desk but not change anything."),
    ).toBeVisible();

    // Health answers are members' health data: the demo finds no real member, and sees nobody's answers.
    await page.goto(`/staff/members?q=${encodeURIComponent(ada.email)}`);
    await expect(page.getByText(`0 matches for “${ada.email}”`)).toBeVisible();
    await page.goto(`/staff/members/${ada.id}`);
    const record = page.getByRole("region", { name: "Terms and health" });
    await expect(record).toContainText("Health answers are not shown to the demo account");
    await expect(record.getByRole("note")).toHaveCount(0);
    await expect(page.getByText(terms.questions[0]?.text ?? "")).toHaveCount(0);
    await expectNoAxeViolations();

    const row = await database.db
      .selectFrom("class_sessions")
      .select("cancelled_at")
      .where("id", "=", session.id)
      .executeTakeFirstOrThrow();
    expect(row.cancelled_at).toBeNull();
  });
});
