import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatOpeningHours } from "#app/content/clock.ts";
import { sampleSiteDetails } from "#app/content/site.ts";
import { type Weekday, weekdays } from "#app/content/weekdays.ts";
import { gymToday, sessionsOn } from "#app/features/timetable/sessions.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { type ApiMember, api, expectApiError, signUp } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import type { RunningServer } from "#tests/support/server-process.ts";
import { signInDemoStaff, signUpStaff, startStaffServer } from "#tests/support/staff-server.ts";
import { gymLocal } from "./site-edits.server.ts";

/**
 * The site's details in the staff API (docs/api.md, "Site details"), over HTTP against the
 * production server on both databases: who may read and change them, every refusal with its
 * code, what visitors see of a save (the footer, the contact page, /pricing's front desk,
 * the JSON-LD, the announcement bar), and the one source of the hours: a change that would
 * leave a class of the timetable outside them is refused, and so is a timetable change that
 * would leave one outside the special hours. Expectations come from the sample content.
 */
interface SiteJson {
  phone: string;
  email: string;
  address: string;
  location: { latitude: number; longitude: number };
  hours: Record<Weekday, { opens: string; closes: string } | null>;
  openingHours: { label: string; days: Weekday[]; opens: string; closes: string }[];
  specialHours: { date: string; closed: boolean; opens: string | null; closes: string | null; note: string }[];
  social: { network: string; href: string }[];
  announcement: {
    text: string;
    link: string | null;
    from: string | null;
    until: string | null;
    showing: boolean;
  } | null;
  version: number;
}

const daysAhead = (days: number) => gymToday().add({ days });
/** A day ahead on which the timetable runs classes (the sample's, whatever the content). */
const dayWithClasses = (from: number) => {
  for (let days = from; days < from + 14; days++) {
    const date = daysAhead(days);
    const sessions = sessionsOn(date);
    if (sessions.length > 0) return { date: date.toString(), sessions };
  }
  throw new Error("The timetable has no classes in two weeks");
};

describe.each(databaseKinds)("the site's details over HTTP, on %s", (kind) => {
  let fresh: FreshDatabase;
  let server: RunningServer;
  let owner: ApiMember;
  let staff: ApiMember;
  let member: ApiMember;
  let demo: ApiMember;

  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    server = await startStaffServer(fresh);
    owner = await signUpStaff(server, fresh.database, { label: "owner", role: "owner" });
    staff = await signUpStaff(server, fresh.database);
    member = await signUp(server, "member");
    demo = await signInDemoStaff(server);
  });
  afterAll(async () => {
    await server?.stop();
    await fresh?.dispose();
  });

  const read = async (who: ApiMember = owner) => {
    const response = await api(server, "/api/staff/site", { member: who });
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { site: SiteJson }).site;
  };
  const patch = async (json: Record<string, unknown>, who: ApiMember | null = owner) =>
    api(server, "/api/staff/site", {
      member: who,
      method: "PATCH",
      json: { version: (await read()).version, ...json },
    });
  const changed = async (json: Record<string, unknown>) => {
    const response = await patch(json);
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { site: SiteJson }).site;
  };
  /** A page's text, without the comments React puts between adjacent texts. */
  const text = async (path: string) =>
    (await (await fetch(`${server.origin}${path}`)).text()).replaceAll("<!-- -->", "").replaceAll("&amp;", "&");
  /** A page every visitor gets alike, once it shows `wanted` (the server renders it again after a change, decision 0071). */
  const shows = (path: string, wanted: string) =>
    expect.poll(() => text(path), { timeout: 5000, interval: 100 }).toContain(wanted);
  const showsNot = (path: string, unwanted: string) =>
    expect.poll(() => text(path), { timeout: 5000, interval: 100 }).not.toContain(unwanted);
  const gymJsonLd = async (path: string) => {
    const html = await text(path);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1] ?? "{}") as Record<string, unknown>,
    );
    return blocks.find((block) => block["@type"] === "ExerciseGym") ?? {};
  };

  it("shows the sample's details, imported once, to staff and the demo staff account, refusing visitors and members", async () => {
    await expectApiError(await api(server, "/api/staff/site"), 401, "NOT_SIGNED_IN");
    await expectApiError(await api(server, "/api/staff/site", { member }), 403, "STAFF_ONLY");
    const details = await read(demo);
    expect(await read(staff)).toEqual(details);
    expect(details).toMatchObject({
      phone: sampleSiteDetails.contact.phone,
      email: sampleSiteDetails.contact.email,
      address: sampleSiteDetails.contact.address,
      location: sampleSiteDetails.contact.location,
      openingHours: sampleSiteDetails.hours,
      specialHours: [],
      social: sampleSiteDetails.social,
      announcement: null,
      version: 1,
    });
    for (const day of weekdays) {
      const line = sampleSiteDetails.hours.find((candidate) => candidate.days.includes(day));
      expect(details.hours[day]).toEqual(line ? { opens: line.opens, closes: line.closes } : null);
    }
  });

  it("refuses every change but an owner's, and every bad or stale one, with its code", async () => {
    await expectApiError(await patch({ phone: "+1 555 0101" }, null), 401, "NOT_SIGNED_IN");
    await expectApiError(await patch({ phone: "+1 555 0101" }, member), 403, "STAFF_ONLY");
    await expectApiError(await patch({ phone: "+1 555 0101" }, demo), 403, "DEMO_READ_ONLY");
    await expectApiError(await patch({ phone: "+1 555 0101" }, staff), 403, "OWNERS_ONLY");
    await expectApiError(await patch({ phone: "no digits" }), 400, "INVALID_BODY");
    await expectApiError(await patch({ email: "not an address" }), 400, "INVALID_BODY");
    await expectApiError(await patch({ address: "two\nlines" }), 400, "INVALID_BODY");
    await expectApiError(await patch({ rating: 5 }), 400, "INVALID_BODY");
    await expectApiError(
      await patch({ social: [{ network: "facebook", href: "javascript:alert(1)" }] }),
      400,
      "INVALID_BODY",
    );
    await expectApiError(
      await patch({ announcement: { text: "Hi", link: "javascript:alert(1)" } }),
      400,
      "INVALID_BODY",
    );
    await expectApiError(await patch({ announcement: { text: "x".repeat(91) } }), 400, "INVALID_BODY");
    const week = (await read()).hours;
    await expectApiError(
      await patch({ hours: { ...week, monday: { opens: "21:00", closes: "07:00" } } }),
      400,
      "INVALID_BODY",
    );
    const closedAllWeek = Object.fromEntries(weekdays.map((day) => [day, null]));
    await expectApiError(await patch({ hours: closedAllWeek }), 400, "INVALID_INPUT");
    const yesterday = daysAhead(-1).toString();
    await expectApiError(await patch({ specialHours: [{ date: yesterday, closed: true }] }), 400, "INVALID_INPUT");
    const farAhead = daysAhead(365 * 3).toString();
    await expectApiError(await patch({ specialHours: [{ date: farAhead, closed: true }] }), 400, "INVALID_INPUT");
    const from = gymLocal(new Date(clock.millis() + 60 * 60_000).toISOString());
    const until = gymLocal(new Date(clock.millis()).toISOString());
    await expectApiError(await patch({ announcement: { text: "Backwards", from, until } }), 400, "INVALID_INPUT");
    const stale = await api(server, "/api/staff/site", {
      member: owner,
      method: "PATCH",
      json: { version: (await read()).version - 1 + 10, phone: "+1 555 0101" },
    });
    await expectApiError(stale, 409, "STALE_VERSION");
    expect((await read()).version).toBe(1);
  });

  it("shows an owner's new phone, e-mail, address, hours and social links on every page that shows them, and audits it", async () => {
    const week = (await read()).hours;
    // Open an hour earlier on every day it opens: every class still fits.
    const earlier = Object.fromEntries(
      weekdays.map((day) => {
        const hours = week[day];
        if (!hours) return [day, null];
        const opens = `${String(Math.max(0, Number(hours.opens.slice(0, 2)) - 1)).padStart(2, "0")}${hours.opens.slice(2)}`;
        return [day, { opens, closes: hours.closes }];
      }),
    );
    const details = await changed({
      phone: "+1 555 0199",
      email: "desk@newgym.example",
      address: "77 Harbour Road, Portside",
      hours: earlier,
      social: [{ network: "instagram", href: "https://www.instagram.com/newgym" }],
    });
    expect(details).toMatchObject({ phone: "+1 555 0199", email: "desk@newgym.example", version: 2, hours: earlier });
    const monday = earlier.monday as { opens: string; closes: string } | null;
    if (monday) await shows("/", formatOpeningHours(monday.opens, monday.closes));
    await shows("/", "+1 555 0199"); // the side panel and the call banner
    await shows("/contact", "77 Harbour Road, Portside");
    await shows("/contact", "desk@newgym.example");
    expect(await text("/pricing")).toContain("+1 555 0199");
    expect(await text("/contact")).not.toContain(sampleSiteDetails.contact.phone);
    await expect.poll(async () => (await gymJsonLd("/contact")).telephone, { timeout: 5000 }).toBe("+1 555 0199");
    const ld = await gymJsonLd("/contact");
    expect(ld.sameAs).toEqual(["https://www.instagram.com/newgym"]);
    expect(ld.email).toBe("desk@newgym.example");
    const audit = await fresh.database.db
      .selectFrom("staff_audit_log")
      .select(["actor", "before_state", "after_state"])
      .where("action", "=", "site.changed")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor).toBe(owner.email);
    expect(JSON.parse(audit[0]?.before_state ?? "{}")).toMatchObject({ phone: sampleSiteDetails.contact.phone });
    expect(JSON.parse(audit[0]?.after_state ?? "{}")).toMatchObject({ phone: "+1 555 0199" });
  });

  it("refuses hours that would leave a class of the timetable outside them, naming it", async () => {
    const { date, sessions } = dayWithClasses(1);
    const weekday = sessions[0]?.weekday as Weekday;
    const week = (await read()).hours;
    const message = await expectApiError(
      await patch({ hours: { ...week, [weekday]: null } }),
      409,
      "OUTSIDE_OPENING_HOURS",
    );
    expect(sessions.map((session) => session.className).some((name) => message.includes(name))).toBe(true);
    const latest = sessions
      .map((session) => session.end)
      .sort()
      .at(-1) as string;
    const early = `${String(Number(latest.slice(0, 2)) - 1).padStart(2, "0")}:00`;
    const shorter = { ...week, [weekday]: { opens: week[weekday]?.opens ?? "07:00", closes: early } };
    await expectApiError(await patch({ hours: shorter }), 409, "OUTSIDE_OPENING_HOURS");
    // A special day shut on a day with classes: refused, until the timetable closes the day.
    const closedThen = { specialHours: [{ date, closed: true, note: "Staff training" }] };
    const refusal = await expectApiError(await patch(closedThen), 409, "OUTSIDE_OPENING_HOURS");
    expect(refusal).toContain("Close the day in the timetable");
    expect((await read()).specialHours).toEqual([]);
  });

  it("shows special hours on the pages and to search engines; a timetable change that would break them is refused", async () => {
    const { date } = dayWithClasses(3);
    const closure = await api(server, "/api/staff/closures", {
      member: staff,
      method: "POST",
      json: { from: date, to: date, reason: "Staff training" },
    });
    expect(closure.status, await closure.clone().text()).toBe(201);
    const { closure: made } = (await closure.json()) as { closure: { id: string } };
    const other = dayWithClasses(daysUntil(date) + 1);
    const first = other.sessions.map((session) => session.start).sort()[0] as string;
    const last = other.sessions
      .map((session) => session.end)
      .sort()
      .at(-1) as string;
    const details = await changed({
      specialHours: [
        { date, closed: true, note: "Staff training" },
        { date: other.date, closed: false, opens: first, closes: last, note: "Short day" },
      ],
    });
    expect(details.specialHours.map((day) => day.date)).toEqual([date, other.date]);
    await shows("/", "Special hours");
    await shows("/contact", "Closed (Staff training)");
    await shows("/contact", `${formatOpeningHours(first, last)} (Short day)`);
    await expect
      .poll(async () => (await gymJsonLd("/contact")).specialOpeningHoursSpecification, { timeout: 5000 })
      .toEqual(
        expect.arrayContaining([
          expect.objectContaining({ validFrom: date, validThrough: date, opens: "00:00", closes: "00:00" }),
          expect.objectContaining({ validFrom: other.date, validThrough: other.date, opens: first, closes: last }),
        ]),
      );
    // Taking the closure back would put classes on a day the gym is shut.
    const back = await api(server, `/api/staff/closures/${made.id}`, { member: staff, method: "DELETE" });
    await expectApiError(back, 409, "OUTSIDE_OPENING_HOURS");
  });

  it("shows the announcement bar on public pages from its start until its end, and takes it away", async () => {
    const now = clock.millis();
    const later = await changed({
      announcement: {
        text: "Christmas timetable from 20 December",
        link: "/schedule/week",
        from: gymLocal(new Date(now + 24 * 60 * 60_000).toISOString()),
        until: null,
      },
    });
    expect(later.announcement).toMatchObject({ showing: false, link: "/schedule/week" });
    await showsNot("/", "Christmas timetable from 20 December");
    const running = await changed({
      announcement: {
        text: "New: open-gym Sundays",
        link: "/pricing",
        from: gymLocal(new Date(now - 60_000).toISOString()),
        until: gymLocal(new Date(now + 24 * 60 * 60_000).toISOString()),
      },
    });
    expect(running.announcement).toMatchObject({ showing: true });
    await shows("/", 'aria-label="Announcement"');
    await shows("/", "New: open-gym Sundays");
    expect(await text("/pricing")).toContain("New: open-gym Sundays");
    expect(await text("/login")).toContain("New: open-gym Sundays");
    await changed({ announcement: null });
    await showsNot("/", "New: open-gym Sundays");
  });
});

function daysUntil(date: string): number {
  return gymToday().until(date).days;
}
