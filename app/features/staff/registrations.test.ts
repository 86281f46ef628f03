import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { books } from "#app/content/books.ts";
import {
  AFTER_INVITATION,
  isResetTokenUsable,
  resetPasswordAction,
} from "#app/features/accounts/password-reset.server.ts";
import { bookSession } from "#app/features/booking/bookings.server.ts";
import { savedClassSlugs } from "#app/features/booking/saved-classes.server.ts";
import { createMembers, SPIN, SPIN_STARTS, spinOn, TWO_DAYS_BEFORE } from "#app/features/booking/test-support.ts";
import { saveInquiry } from "#app/features/contact/inquiries.server.ts";
import { sampleScheduleData } from "#app/features/timetable/sample-schedule.ts";
import { useSchedule } from "#app/features/timetable/test-support.ts";
import { CLIENT_IP_HEADER } from "#app/platform/security/client-ip.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { type AccountsApi, accountsApi, cookieOf } from "#tests/support/accounts-api.ts";
import { databaseKinds } from "#tests/support/databases.ts";
import { TEST_ORIGIN } from "#tests/support/test-settings.ts";
import { StaffRefused } from "./errors.ts";
import { conversionsOf } from "./lead-conversions.server.ts";
import { type Registration, registerAtDesk } from "./registrations.server.ts";
import { auditEntries, createStaffActor } from "./test-support.ts";

vi.mock("#app/content/timetable.ts", async () => ({
  timetable: (await import("#app/features/booking/test-support.ts")).fixtureTimetable,
}));
vi.mock("#app/content/classes.ts", async () => ({
  gymClasses: (await import("#app/features/booking/test-support.ts")).fixtureClasses,
}));
vi.mock("#app/content/booking-rules.ts", async () => ({
  bookingRules: (await import("#app/features/booking/test-support.ts")).fixtureRules,
}));

const person = (email: string) => ({ name: "Wanda Walker", email, phone: "+44 20 7946 0958", emergencyContact: null });

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof StaffRefused) return error.code;
    throw error;
  }
  return "accepted";
}

describe.each(databaseKinds)("the desk registering the person at the counter, on %s", (kind) => {
  let api: AccountsApi;
  let actor: Registration["actor"];
  let db: AccountsApi["services"]["database"]["db"];
  beforeEach(async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    api = await accountsApi(kind);
    db = api.services.database.db;
    // The services read the database's schedule (the real sample); this test books the fixture's.
    await useSchedule(api.services.database, sampleScheduleData());
    actor = { ...(await createStaffActor(api.services.database, "staff")), role: "staff" };
  });
  afterEach(async () => {
    await api.dispose();
  });

  const register = (registration: Partial<Registration> & Pick<Registration, "person">) =>
    registerAtDesk(api.services, { actor, now: TWO_DAYS_BEFORE, ...registration });
  const invitationToken = async (email: string) => {
    const rows = await db
      .selectFrom("mail_outbox")
      .select(["topic", "payload"])
      .where("recipient", "like", `%${email}%`)
      .execute();
    const invitation = rows.find((row) => row.topic === "invitation");
    const text = invitation ? (JSON.parse(invitation.payload) as { text: string }).text : "";
    return /\/reset-password\?token=([\w-]+)&invited/.exec(text)?.[1];
  };

  it("opens a walk-in's account without a password, sells, books and invites them, all in one step", async () => {
    const done = await register({
      person: person("wanda@example.com"),
      sale: { productId: "drop-in", method: "card" },
      sessionId: SPIN,
    });
    expect(done).toMatchObject({
      invited: true,
      // A walk-in's sale is invoiced in the registration's transaction, as any desk sale.
      sold: {
        name: "Drop-in class",
        invoice: expect.stringMatching(new RegExp(`^${books.invoicePrefix}-\\d{4}-\\d+$`)),
      },
      booking: { status: "booked" },
    });
    const user = await db.selectFrom("user").selectAll().where("id", "=", done.account.id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ name: "Wanda Walker", email: "wanda@example.com", phone: "+44 20 7946 0958" });
    // better-auth's credential (the password) is added only when they choose one.
    const credentials = await sql`SELECT id FROM account WHERE "userId" = ${user.id}`.execute(db);
    expect(credentials.rows).toEqual([]);
    expect(await db.selectFrom("users").select("email").where("email", "=", user.email).execute()).toHaveLength(1);
    const sales = await db
      .selectFrom("sales")
      .select(["product_id", "staff_user_id"])
      .where("user_id", "=", user.id)
      .execute();
    expect(sales).toEqual([{ product_id: "drop-in", staff_user_id: actor.id }]);
    expect(await invitationToken("wanda@example.com")).toBeTruthy();
    const actions = (await auditEntries(api.services.database)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["member.registered", "sale.recorded", "booking.desk-booked"]));
  });

  it("gives the walk-in a link that sets their first password, confirms their address and signs them in", async () => {
    await register({ person: person("link@example.com"), now: clock.now() });
    const token = (await invitationToken("link@example.com")) ?? "";
    expect(await isResetTokenUsable(api.services, token)).toBe(true);
    const set = await api.post("/reset-password", { token, newPassword: "a-first-password-9" });
    expect(set.status).toBe(200);
    const signIn = await api.post("/sign-in/email", { email: "link@example.com", password: "a-first-password-9" });
    expect(signIn.status).toBe(200);
    const user = await db
      .selectFrom("user")
      .select("emailVerified")
      .where("email", "=", "link@example.com")
      .executeTakeFirst();
    expect(Number(user?.emailVerified)).toBe(1);
    expect(await isResetTokenUsable(api.services, token)).toBe(false);
  });

  it("signs the walk-in in as soon as they choose their password from the invitation, and lands them in /account", async () => {
    await register({ person: person("welcome@example.com"), now: clock.now() });
    const token = (await invitationToken("welcome@example.com")) ?? "";
    const password = "a-first-password-9";
    const answer = await resetPasswordAction(
      new Request(`${TEST_ORIGIN}/reset-password?token=${token}&invited`, {
        method: "POST",
        headers: { origin: TEST_ORIGIN, [CLIENT_IP_HEADER]: "10.1.0.9" },
        body: new URLSearchParams({ token, password, confirmPassword: password }),
      }),
      api.services,
    );
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(AFTER_INVITATION);
    const session = await api.get("/get-session", { cookie: cookieOf(response) });
    expect(((await session.json()) as { user?: { email: string } } | null)?.user?.email).toBe("welcome@example.com");
  });

  it("tells the desk an e-mail has an account, and then serves that account without a new invitation", async () => {
    const first = await register({ person: person("twice@example.com") });
    expect(await codeOf(register({ person: person("TWICE@example.com") }))).toBe("ACCOUNT_EXISTS");
    const again = await register({
      person: person("twice@example.com"),
      existingMemberId: first.account.id,
      sale: { productId: "drop-in", method: "cash" },
      sessionId: SPIN,
    });
    expect(again).toMatchObject({ invited: false, account: { id: first.account.id }, booking: { status: "booked" } });
    const invitations = await db.selectFrom("mail_outbox").select("id").where("topic", "=", "invitation").execute();
    expect(invitations).toHaveLength(1);
  });

  it("sells an intro offer once per person: the second is refused and nothing of that step is kept", async () => {
    const intro = { productId: "intro-three", method: "card" } as const;
    const first = await register({ person: person("intro@example.com"), sale: intro });
    const again = register({
      person: person("intro@example.com"),
      existingMemberId: first.account.id,
      sale: intro,
      sessionId: SPIN,
    });
    expect(await codeOf(again)).toBe("ALREADY_BOUGHT_ONCE");
    expect(await db.selectFrom("sales").select("id").where("user_id", "=", first.account.id).execute()).toHaveLength(1);
    expect(await db.selectFrom("bookings").select("id").where("user_id", "=", first.account.id).execute()).toEqual([]);
  });

  it("leaves nothing behind when a part is refused: no account, sale, mail or audit entry", async () => {
    const refused = register({
      person: person("late@example.com"),
      sale: { productId: "drop-in", method: "cash" },
      sessionId: SPIN,
      now: new Date(SPIN_STARTS + 60_000),
    });
    expect(await codeOf(refused)).toBe("BOOKING_REFUSED");
    expect(await db.selectFrom("user").select("id").where("email", "=", "late@example.com").execute()).toEqual([]);
    expect(await db.selectFrom("sales").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("mail_outbox").select("id").execute()).toEqual([]);
    expect((await auditEntries(api.services.database)).map((entry) => entry.action)).toEqual([]);
  });

  it("books nobody who holds nothing: the desk is told to sell a class first, and no account is left behind", async () => {
    const refused = register({ person: person("nothing@example.com"), sessionId: SPIN });
    await expect(refused).rejects.toThrow("holds no membership or class credit that covers this class");
    expect(await db.selectFrom("user").select("id").where("email", "=", "nothing@example.com").execute()).toEqual([]);
  });

  it("makes a lead a member: marked joined, linked to the account, their class saved; only once", async () => {
    const lead = await saveInquiry(db, {
      fullName: "Lee Ahead",
      email: "lee@example.com",
      className: "Spin",
      comment: "",
    });
    const done = await register({
      person: { ...person("lee@example.com"), name: "Lee Ahead" },
      leadId: lead.id,
      classSlug: "spin",
      sale: { productId: "drop-in", method: "cash" },
      sessionId: SPIN,
    });
    const followup = await db
      .selectFrom("lead_followups")
      .select("status")
      .where("inquiry_id", "=", lead.id)
      .executeTakeFirst();
    expect(followup?.status).toBe("joined");
    const link = await db
      .selectFrom("lead_conversions")
      .selectAll()
      .where("inquiry_id", "=", lead.id)
      .executeTakeFirst();
    expect(link).toMatchObject({ member_user_id: done.account.id, converted_by_email: actor.label });
    expect((await conversionsOf(api.services.database, [lead.id])).get(lead.id)?.memberName).toBe("Lee Ahead");
    expect(await savedClassSlugs(api.services.database, "lee@example.com")).toEqual(["spin"]);
    expect(
      await codeOf(register({ person: person("lee@example.com"), existingMemberId: done.account.id, leadId: lead.id })),
    ).toBe("LEAD_CONVERTED");
  });

  it("ends with exactly one place taken when a walk-in and a member race for the last one", async () => {
    for (const [round, day] of ["2026-12-01", "2026-12-02", "2026-12-03"].entries()) {
      const sessionId = spinOn(day);
      for (const userId of await createMembers(api.services.database, 2)) {
        await bookSession(api.services.database, { userId, sessionId, now: TWO_DAYS_BEFORE });
      }
      const [online = ""] = await createMembers(api.services.database, 1);
      const [walkIn, own] = await Promise.all([
        register({
          person: person(`race-${round}@example.com`),
          sale: { productId: "drop-in", method: "cash" },
          sessionId,
        }),
        bookSession(api.services.database, { userId: online, sessionId, now: TWO_DAYS_BEFORE }),
      ]);
      expect([walkIn.booking?.status, own.status].sort(), day).toEqual(["booked", "waitlisted"]);
    }
  });
});
