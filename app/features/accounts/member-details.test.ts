import { describe, expect, it } from "vitest";
import { AUTH_LIMITS } from "./limits.ts";
import { cleanPhone, detailsFromForm, detailsMessages, needsName } from "./member-details.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("a member's details as the forms send them", () => {
  it("keeps a phone number as written, tidied, and reads an empty one as none", () => {
    expect(cleanPhone("  +44 20  7946 0958 ")).toBe("+44 20 7946 0958");
    expect(cleanPhone("(555) 010-4477")).toBe("(555) 010-4477");
    expect(cleanPhone("   ")).toBeNull();
    for (const wrong of ["call me", "12345", "+44 20 7946 0958 ext. 2", "9".repeat(AUTH_LIMITS.phoneMax + 1)]) {
      expect(cleanPhone(wrong), wrong).toBeUndefined();
    }
  });

  it("takes a name, a phone and an emergency contact on one line each, and says what is wrong", () => {
    expect(
      detailsFromForm(form({ name: " Mia  Jones ", phone: "", emergencyContact: "Sam Jones 07700 900123" })),
    ).toMatchObject({
      ok: true,
      details: { name: "Mia Jones", phone: null, emergencyContact: "Sam Jones 07700 900123" },
    });
    // A line break is refused, not flattened: names are written into e-mail, calendars and CSV cells.
    expect(detailsFromForm(form({ name: "Mia\r\nJones", phone: "", emergencyContact: "" }))).toMatchObject({
      ok: false,
      message: detailsMessages.nameOneLine,
      typed: { name: "Mia\r\nJones" },
    });
    expect(detailsFromForm(form({ name: "Mia", phone: "", emergencyContact: "Sam\u2028Jones" }))).toMatchObject({
      ok: false,
      message: detailsMessages.emergencyOneLine,
    });
    expect(detailsFromForm(form({ name: " ", phone: "", emergencyContact: "" }))).toMatchObject({
      ok: false,
      message: detailsMessages.nameRequired,
    });
    expect(detailsFromForm(form({ name: "Mia", phone: "ring me", emergencyContact: "" }))).toMatchObject({
      ok: false,
      message: detailsMessages.phoneInvalid,
      typed: { phone: "ring me" },
    });
    expect(
      detailsFromForm(
        form({ name: "Mia", phone: "", emergencyContact: "x".repeat(AUTH_LIMITS.emergencyContactMax + 1) }),
      ),
    ).toMatchObject({ ok: false, message: detailsMessages.emergencyTooLong });
  });

  it("asks for a name when an account has none, or only what sign-up once took from the e-mail address", () => {
    expect(needsName({ name: "", email: "mia@example.com" })).toBe(true);
    expect(needsName({ name: "mia", email: "mia@example.com" })).toBe(true);
    expect(needsName({ name: "Mia", email: "mia@example.com" })).toBe(false);
    expect(needsName({ name: "Mia Jones", email: "mia@example.com" })).toBe(false);
  });
});
