import { reminderCopy } from "#app/content/member-mail.ts";
import { queueDueReminders } from "#app/features/attendance/reminders.server.ts";
import { dayLabel } from "#app/features/timetable/sessions.server.ts";
import { heldMail, linkIn } from "#e2e/support/held-mail.ts";
import { serverSecret } from "#e2e/support/server-secret.ts";
import { claimSession } from "./booking-support.ts";
import { expect, test } from "./staff-support.ts";

const HOUR = 60 * 60 * 1000;

/**
 * A booked class's reminder, its one-click cancel link and its one-click unsubscribe,
 * with time moved forward by a test clock: the spec runs the server's reminder sweep
 * itself, on the server's database, at an instant of its choosing (never waiting a day).
 */
test.describe("Reminders", { tag: "@flow" }, () => {
  test("a booking gets its reminder once; the mail's link cancels it without signing in, once; its unsubscribe works in one click", async ({
    page,
    request,
    baseURL,
    database,
    signedInUser: member,
    expectNoAxeViolations,
  }, testInfo) => {
    const origin = new URL(baseURL ?? "").origin;
    const session = await claimSession(request, testInfo, 5);
    const booked = await page.request.post("/api/bookings", { headers: { origin }, data: { sessionId: session.id } });
    expect(booked.status()).toBe(201);
    const { id: bookingId } = (await booked.json()) as { id: string };

    const settings = {
      context: { origin, staffEmail: "desk@example.com" },
      secret: serverSecret(testInfo.project.name),
    };
    const start = Date.parse(session.startsAt);
    // The sweep looks at every booking on the server; this test counts its member's reminders.
    const sweep = (now: number) => queueDueReminders(database, settings, new Date(now));
    const reminders = async () =>
      (
        await database.db
          .selectFrom("mail_outbox")
          .select("id")
          .where("topic", "=", "reminder")
          .where("recipient", "=", member.email)
          .execute()
      ).length;
    await sweep(start - 25 * HOUR);
    expect(await reminders()).toBe(0);
    await sweep(start - 23 * HOUR);
    expect(await reminders()).toBe(1);
    await Promise.all([sweep(start - 22 * HOUR), sweep(start - 22 * HOUR)]);
    expect(await reminders()).toBe(1);

    const mail = await heldMail(
      member.email,
      reminderCopy.subject(session.className, dayLabel(session.startsAt.slice(0, 10))),
    );
    expect(mail.attachments.map((file) => file.contentType)).toContain("text/calendar");
    expect(mail.text).toContain(reminderCopy.freeCancellation);

    // One-click cancel, signed out: the page asks first; the link works once.
    await page.context().clearCookies();
    const cancel = linkIn(mail, `/bookings/${bookingId}/cancel`);
    await page.goto(cancel);
    await expect(page.getByText(`Cancel your place in ${session.className}`)).toBeVisible();
    await expectNoAxeViolations();
    await page.getByRole("button", { name: "Yes, cancel my place" }).click();
    await expect(page.getByRole("status")).toContainText("Your place is cancelled");
    await page.goto(cancel);
    await expect(page.getByText("This booking is already cancelled.")).toBeVisible();
    expect((await page.request.get(cancel.replace(/token=[^&]+/, "token=forged"))).status()).toBe(404);

    // One-click unsubscribe (RFC 8058), as a mail app does it: a POST without cookies.
    const header = mail.headerLines.find((line) => line.key === "list-unsubscribe")?.line ?? "";
    const unsubscribe = new URL(/<([^>]+)>/.exec(header)?.[1] ?? "");
    expect(mail.headerLines.find((line) => line.key === "list-unsubscribe-post")?.line).toMatch(
      /List-Unsubscribe=One-Click/,
    );
    // The body shows it too, in text and HTML.
    expect(mail.text).toContain(`${reminderCopy.unsubscribe}: ${unsubscribe.href}`);
    expect(String(mail.html)).toContain(reminderCopy.unsubscribe);
    const oneClick = await request.post(`${unsubscribe.pathname}${unsubscribe.search}`, {
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(oneClick.status()).toBe(200);

    await page.goto("/login?next=%2Faccount");
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password").fill(member.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/account/);
    const choices = page.getByRole("region", { name: "E-mail you receive" });
    await expect(choices.getByRole("checkbox", { name: /Class reminders/ })).not.toBeChecked();
    await choices.getByRole("checkbox", { name: /Class reminders/ }).check();
    await choices.getByRole("button", { name: "Save e-mail choices" }).click();
    await expect(choices.getByRole("status")).toContainText("saved");
    await expect(choices.getByRole("checkbox", { name: /Class reminders/ })).toBeChecked();
  });
});
