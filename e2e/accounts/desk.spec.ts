import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import { gymClasses } from "#app/content/classes.ts";
import { mailCopy } from "#app/content/mail.ts";
import { passwordResetMessages } from "#app/features/accounts/password-reset-messages.ts";
import { saveInquiry } from "#app/features/contact/inquiries.server.ts";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import { MEMBER_LIST_COLUMNS } from "#app/features/staff/members-export.server.ts";
import { createAccount } from "#app/features/staff/test-support.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { waitForHydration } from "#e2e/support/fixtures.ts";
import { heldMail, linkIn } from "#e2e/support/held-mail.ts";
import { claimFullSession, deskViewport, memberBrowser } from "./desk-support.ts";
import { claimSession, expect, newMember, test } from "./staff-support.ts";

const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;
const PASSWORD = "my-own-password-7";
/** What a first visit usually buys at the desk. */
function firstVisitProduct() {
  const { creditProducts } = currentProducts();
  const product = creditProducts.find((each) => each.kind === "drop-in") ?? creditProducts[0];
  if (!product) throw new Error("the gym sells no drop-in or pack at the desk");
  return product;
}
const dropIn = firstVisitProduct();

/** A full session of the test's own, open at the desk, and a member to book into it. */
async function atFullSession(page: Page, database: Database, testInfo: TestInfo, name: string) {
  await deskViewport(page, testInfo);
  const { session } = await claimFullSession(database, testInfo);
  const member = await newMember(database, name);
  await page.goto(`/staff/sessions/${session.id}`);
  return member;
}

/** Finds a member on the session's page and presses their button (book, or waitlist when full). */
async function bookFromRoster(page: Page, member: { name: string; email: string }) {
  const booking = page.getByRole("region", { name: "Book a member" });
  await booking.getByLabel("Name, e-mail or phone").fill(member.email);
  await booking.getByRole("button", { name: "Find" }).click();
  await booking.getByRole("button", { name: `Book or waitlist ${member.name}` }).click();
  return booking;
}

async function registerWalkIn(page: Page, person: { name: string; email: string; phone: string }) {
  const walkIn = page.getByRole("region", { name: "Walk-in", exact: true });
  await walkIn.getByLabel("Name", { exact: true }).fill(person.name);
  await walkIn.getByLabel("E-mail").fill(person.email);
  await walkIn.getByLabel("Phone (optional)").fill(person.phone);
  await walkIn.getByRole("radio", { name: new RegExp(`^${dropIn.name}`) }).check();
  await walkIn.getByRole("button", { name: "Register and book" }).click();
  return walkIn;
}

async function makeLeadAMember(page: Page, lead: string) {
  const card = page.getByRole("article", { name: lead });
  await card.getByText("Make them a member…").click();
  await expect(card.getByLabel("Name", { exact: true })).toHaveValue(lead);
  await card.getByRole("radio", { name: "Nothing today" }).check();
  await card.getByLabel("Book them into").selectOption("");
  await card.getByRole("button", { name: "Make them a member" }).click();
  return card;
}

test.describe("The desk serving the person in front of it", () => {
  test(
    "books a member into a full class (waitlisted) and registers a walk-in, who chooses a password from the invitation",
    { tag: "@flow" },
    async ({ page, browser, database, signedInStaff, expectNoAxeViolations }, testInfo) => {
      expect(signedInStaff.email).toBeTruthy();
      const mia = await atFullSession(page, database, testInfo, "Mia Jones");
      await waitForHydration(page);
      const booking = await bookFromRoster(page, mia);
      await expect(booking.getByRole("status")).toContainText(`${mia.name} is number 1 on the waitlist`);
      await expect(page.getByRole("region", { name: "Waitlist" })).toContainText(mia.name);
      // On paper: the roster and the waitlist, without the desk's header and forms.
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("region", { name: "Waitlist" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Book someone in" })).toBeHidden();
      await expect(page.getByRole("navigation", { name: "Front desk" })).toBeHidden();
      await page.emulateMedia({ media: "screen" });

      const wanda = { name: "Wanda Walker", email: unique("wanda"), phone: "07700 900123" };
      const walkIn = await registerWalkIn(page, wanda);
      await expect(walkIn.getByRole("status")).toContainText(`${wanda.name} is registered. ${dropIn.name} sold`);
      await expect(walkIn.getByRole("status")).toContainText(`${wanda.name} is number 2 on the waitlist`);
      await expect(walkIn.getByRole("status")).toContainText(
        `An invitation to choose a password is on its way to ${wanda.email}`,
      );
      await expectNoAxeViolations();

      const home = await memberBrowser(browser);
      const invitation = await heldMail(wanda.email, mailCopy.invitation.subject);
      await home.page.goto(linkIn(invitation, "/reset-password"));
      await expect(home.page.getByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();
      await expect(home.page.getByText(passwordResetMessages.invitationIntro)).toBeVisible();
      await home.page.getByLabel("New password", { exact: true }).fill(PASSWORD);
      await home.page.getByLabel("Repeat new password").fill(PASSWORD);
      await home.page.getByRole("button", { name: "Set my password" }).click();
      // Signed in at once: the walk-in lands on their account, where the desk's booking waits.
      await expect(home.page).toHaveURL(/\/account$/);
      await expect(home.page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
      await expect(home.page.getByText(/^Signed in as/)).toContainText(wanda.email);

      const session = await (await home.page.request.get("/api/auth/get-session")).json();
      expect(session?.user).toMatchObject({ email: wanda.email, name: wanda.name, emailVerified: true });
      await home.context.close();
    },
  );

  test(
    "keeps a member's details: the desk edits them and its private note, the member sees and edits them but the note, and a stale desk page is refused",
    { tag: "@flow" },
    async ({ page, browser, baseURL, signedInStaff, expectNoAxeViolations }, testInfo) => {
      expect(signedInStaff.email).toBeTruthy();
      await deskViewport(page, testInfo);
      const home = await memberBrowser(browser);
      const dana = { name: "Dana Details", email: unique("dana") };
      const signUp = await home.page.request.post("/api/auth/sign-up/email", {
        headers: { origin: new URL(baseURL ?? "").origin },
        data: { ...dana, password: PASSWORD, phone: "07700 900123" },
      });
      expect(signUp.status()).toBe(200);

      await page.goto(`/staff/members?q=${encodeURIComponent(dana.email)}`);
      await page.getByRole("link", { name: dana.name }).click();
      const details = page.getByRole("region", { name: "Details", exact: true });
      await expect(details.getByLabel("Phone (optional)")).toHaveValue("07700 900123");
      await details.getByLabel("Emergency contact (optional)").fill("Sam Details 07700 900456");
      await details.getByLabel("Private note (staff only)").fill("First visit: a drop-in");
      await details.getByRole("button", { name: "Save details" }).click();
      await expect(details.getByRole("status")).toHaveText("Details saved.");
      await expectNoAxeViolations();

      await home.page.goto("/account");
      const own = home.page.getByRole("region", { name: "Your details" });
      await expect(own.getByLabel("Emergency contact (optional)")).toHaveValue("Sam Details 07700 900456");
      await expect(home.page.getByText("First visit: a drop-in")).toHaveCount(0);
      await own.getByLabel("Phone (optional)").fill("07700 900999");
      await own.getByRole("button", { name: "Save details" }).click();
      await expect(own.getByRole("status")).toHaveText("Your details are saved.");

      // The desk's page is from before her change: its save is refused, hers stands, and what the desk typed is kept.
      const note = details.getByLabel("Private note (staff only)");
      await note.fill("First visit: a drop-in. Knee injury");
      await details.getByRole("button", { name: "Save details" }).click();
      await expect(details.getByRole("alert")).toContainText(
        `${dana.name} changed their own details while you were editing them, so nothing was saved.`,
      );
      await expect(details.getByLabel("Phone (optional)")).toHaveValue("07700 900999");
      await expect(note).toHaveValue("First visit: a drop-in");
      const unsaved = details.getByRole("region", { name: "Your version, not saved" });
      await expect(unsaved).toContainText("First visit: a drop-in. Knee injury");
      await expectNoAxeViolations();
      await note.fill("First visit: a drop-in. Knee injury");
      await details.getByRole("button", { name: "Save details" }).click();
      await expect(details.getByRole("status")).toHaveText("Details saved.");
      await page.reload();
      await expect(details.getByLabel("Phone (optional)")).toHaveValue("07700 900999");
      await expect(note).toHaveValue("First visit: a drop-in. Knee injury");
      await home.context.close();
    },
  );

  test(
    "makes a lead a member from the lead's card: marked joined and linked to the member",
    { tag: "@flow" },
    async ({ page, database, signedInStaff, expectNoAxeViolations }, testInfo) => {
      expect(signedInStaff.email).toBeTruthy();
      await deskViewport(page, testInfo);
      const lead = `Lee ${randomUUID().slice(0, 6)}`;
      const email = unique("lee");
      await saveInquiry(database.db, { fullName: lead, email, className: gymClasses[0]?.title ?? null, comment: "" });
      await page.goto("/staff/leads");
      await waitForHydration(page);
      const card = await makeLeadAMember(page, lead);
      await expect(card.getByRole("status").filter({ hasText: `${lead} is registered.` })).toBeVisible();
      await expect(card.getByLabel("Status")).toHaveValue("joined");
      await expectNoAxeViolations();
      await card.getByRole("link", { name: lead }).click();
      await expect(page.getByRole("heading", { level: 1, name: lead })).toBeVisible();
    },
  );

  test(
    "sells and books in one step a member who holds nothing that covers the class",
    { tag: "@flow" },
    async ({ page, database, signedInStaff, expectNoAxeViolations }, testInfo) => {
      expect(signedInStaff.email).toBeTruthy();
      await deskViewport(page, testInfo);
      // A session booking is open for (a week ahead), of its own: other specs book some of these days' sessions.
      const session = await claimSession(database, testInfo, [2, 3, 4, 5, 6]);
      const name = "Nell Nothing";
      const member = await createAccount(database, { email: unique("nell"), name, entitled: false });
      await page.goto(`/staff/sessions/${session.id}`);
      await waitForHydration(page);
      const booking = page.getByRole("region", { name: "Book a member" });
      await booking.getByLabel("Name, e-mail or phone").fill(member.email);
      await booking.getByRole("button", { name: "Find" }).click();
      await booking.getByRole("button", { name: `Book ${name}` }).click();
      await expect(booking.getByRole("alert")).toContainText(`${name} holds no membership or class credit`);
      const sale = booking.getByRole("form", { name: `Sell and book ${name}` });
      await sale.getByRole("radio", { name: new RegExp(`^${dropIn.name}`) }).check();
      await expectNoAxeViolations();
      await sale.getByRole("button", { name: `Sell and book ${name}` }).click();
      const done = booking.getByRole("status");
      await expect(done).toContainText(`With ${name}'s account: ${dropIn.name} sold`);
      await expect(done).toContainText(`Booked: ${name} has a place`);
      await expect(page.getByRole("region", { name: "Roster and check-in" })).toContainText(name);
    },
  );

  test("adds a member from the members page without choosing a session: their account, what they buy, the invitation", {
    tag: "@flow",
  }, async ({ page, signedInStaff, expectNoAxeViolations }) => {
    expect(signedInStaff.email).toBeTruthy();
    await page.goto("/staff/members");
    await waitForHydration(page);
    await page.getByText("Add a member…").click();
    const adding = page.getByRole("region", { name: "Add a member" });
    await expectNoAxeViolations();
    const newcomer = { name: "Nora Newjoin", email: unique("nora") };
    await adding.getByLabel("Name", { exact: true }).fill(newcomer.name);
    await adding.getByLabel("E-mail").fill(newcomer.email);
    await adding.getByRole("radio", { name: new RegExp(`^${dropIn.name}`) }).check();
    await adding.getByRole("button", { name: "Add the member" }).click();
    await expect(adding.getByRole("status")).toContainText(`${newcomer.name} is registered. ${dropIn.name} sold`);
    await expect(adding.getByRole("status")).toContainText(
      `An invitation to choose a password is on its way to ${newcomer.email}`,
    );
    await expectNoAxeViolations();
    await page.goto(`/staff/members?q=${encodeURIComponent(newcomer.email)}`);
    await expect(page.getByRole("link", { name: newcomer.name })).toBeVisible();

    // The member list for the desk, besides the reports' retention figures.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export member list (CSV)" }).click();
    const list = readFileSync((await (await download).path()) ?? "", "utf8");
    expect(list.split("\r\n")[0]).toBe(MEMBER_LIST_COLUMNS.join(","));
    expect(list).toContain(`${newcomer.name},${newcomer.email},`);
  });

  test("shows every section of the desk's navigation and every tab of the timetable in sight, at any width", async ({
    page,
    signedInStaff,
    expectNoAxeViolations,
  }) => {
    expect(signedInStaff.email).toBeTruthy();
    await page.goto("/staff/timetable");
    const width = page.viewportSize()?.width ?? 0;
    for (const name of ["Front desk", "Timetable"]) {
      const links = page.getByRole("navigation", { name, exact: true }).getByRole("link");
      expect(await links.count()).toBeGreaterThan(2);
      for (const link of await links.all()) {
        const box = await link.boundingBox();
        expect(box, `${name}: ${await link.textContent()}`).not.toBeNull();
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
      }
    }
    await expectNoAxeViolations();
  });

  test("writes each session's time on one line, its phase (in progress, ended) beside or under it", async ({
    page,
    signedInStaff,
  }) => {
    expect(signedInStaff.email).toBeTruthy();
    await page.goto("/staff");
    const times = page.getByText(/^\d{1,2}:\d{2}(am|pm)-\d{1,2}:\d{2}(am|pm)$/);
    await expect(times.first()).toBeVisible();
    const lineHeight = await times
      .first()
      .evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
    for (const time of await times.all()) {
      const box = await time.boundingBox();
      expect(box?.height ?? 0).toBeLessThan(lineHeight * 1.5);
    }
  });

  test("is one step from the account menu and /account, with a header of its own and no site footer", async ({
    page,
    signedInStaff,
    expectNoAxeViolations,
  }, testInfo) => {
    expect(signedInStaff.email).toBeTruthy();
    await deskViewport(page, testInfo);
    await page.goto("/account");
    await expect(
      page.getByRole("navigation", { name: "Front desk" }).getByRole("link", { name: "Front desk" }),
    ).toBeVisible();
    await page.goto("/about");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Account" }).click();
    await page.getByRole("link", { name: "Front desk" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Today and the next 7 days" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Front desk" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Join class now" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("banner")).toContainText(signedInStaff.email);
    await expectNoAxeViolations();
  });
});

test.describe("The desk without JavaScript", { tag: "@flow" }, () => {
  test.use({ javaScriptEnabled: false });

  test("books into a full class, registers a walk-in (and is told of an existing account), converts a lead, edits details", async ({
    page,
    database,
    signedInStaff,
  }, testInfo) => {
    expect(signedInStaff.email).toBeTruthy();
    const ben = await atFullSession(page, database, testInfo, "Ben Okafor");
    const booking = await bookFromRoster(page, ben);
    await expect(booking.getByRole("status")).toContainText(`${ben.name} is number 1 on the waitlist`);

    const walker = { name: "Walt Inman", email: unique("walt"), phone: "+1 555 010 4477" };
    await expect((await registerWalkIn(page, walker)).getByRole("status")).toContainText(
      `${walker.name} is registered.`,
    );
    const again = await registerWalkIn(page, walker);
    await expect(again.getByRole("alert")).toHaveText(
      `${walker.email} already has an account: ${walker.name}. Serve them with it?`,
    );
    await again.getByRole("button", { name: `Use ${walker.name}'s account` }).click();
    await expect(page.getByRole("region", { name: "Walk-in", exact: true }).getByRole("alert")).toHaveText(
      `${walker.name} is already on this session's waitlist.`,
    );
    const invitations = await database.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("recipient", "like", `%${walker.email}%`)
      .where("topic", "=", "invitation")
      .execute();
    expect(invitations).toHaveLength(1);

    const lead = `Nojs ${randomUUID().slice(0, 6)}`;
    await saveInquiry(database.db, { fullName: lead, email: unique("nojs"), className: null, comment: "" });
    await page.goto("/staff/leads");
    await makeLeadAMember(page, lead);
    await expect(page.getByRole("article", { name: lead })).toContainText(`${lead} is registered.`);
    await expect(page.getByRole("article", { name: lead }).getByLabel("Status")).toHaveValue("joined");

    await page.goto(`/staff/members?q=${encodeURIComponent(ben.email)}`);
    await page.getByRole("link", { name: ben.name }).click();
    const details = page.getByRole("region", { name: "Details", exact: true });
    await details.getByLabel("Name", { exact: true }).fill("Benedict Okafor");
    await details.getByLabel("Phone (optional)").fill("ring me");
    await details.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByRole("region", { name: "Details", exact: true }).getByRole("alert")).toContainText(
      "Enter a phone number",
    );
    await expect(
      page.getByRole("region", { name: "Details", exact: true }).getByLabel("Name", { exact: true }),
    ).toHaveValue("Benedict Okafor");
    await page
      .getByRole("region", { name: "Details", exact: true })
      .getByLabel("Phone (optional)")
      .fill("020 7946 0958");
    await page
      .getByRole("region", { name: "Details", exact: true })
      .getByRole("button", { name: "Save details" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Benedict Okafor" })).toBeVisible();
  });
});
