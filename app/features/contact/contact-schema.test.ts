import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS } from "./contact-result.ts";
import { validateContact as validateAgainst } from "./contact-schema.ts";

/** The classes the form offers: the gym's own (the schedule), here the test's. */
const offeredClass = "Sunrise Stretch";
const validateContact = (values: Parameters<typeof validateAgainst>[0]) => validateAgainst(values, [offeredClass]);
const valid = { fullName: "Ann Lee", email: "ann@example.com", class: offeredClass, comment: "Mornings?" };
/** An address of exactly `length` characters. */
const emailOfLength = (length: number) => `${"a".repeat(length - "@example.com".length)}@example.com`;

describe("validateContact", () => {
  it("accepts a complete inquiry and a class left unselected", () => {
    expect(validateContact(valid)).toEqual({ ok: true, data: valid });
    expect(validateContact({ ...valid, class: "", comment: "" })).toMatchObject({ ok: true, data: { class: null } });
  });

  it.each([
    ["fullName", { fullName: "  " }],
    ["fullName", { fullName: "n".repeat(CONTACT_LIMITS.fullNameMax + 1) }],
    ["email", { email: "" }],
    ["email", { email: "not-an-email" }],
    ["email", { email: emailOfLength(CONTACT_LIMITS.emailMax + 1) }],
    ["class", { class: "A class the gym does not teach" }],
    ["comment", { comment: "c".repeat(CONTACT_LIMITS.commentMax + 1) }],
  ])("puts a message on %s for %o", (field, change) => {
    const result = validateContact({ ...valid, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual([field]);
  });

  it("refuses control characters that could reach an operator's terminal, with a message on the field", () => {
    const screenClear = validateContact({ ...valid, fullName: "Ann\u001b[2J" });
    expect(screenClear).toMatchObject({ ok: false, errors: { fullName: expect.stringMatching(/printable/) } });
    const clipboardWrite = validateContact({ ...valid, comment: "hi \u001b]52;c;ZWNobw==\u0007" });
    expect(clipboardWrite).toMatchObject({ ok: false, errors: { comment: expect.stringMatching(/printable/) } });
    expect(validateContact({ ...valid, comment: "over\rwrite" }).ok).toBe(false);
    expect(validateContact({ ...valid, comment: "C1 \u009b" }).ok).toBe(false);
  });

  it("keeps line breaks and tabs in a comment, as a browser sends them", () => {
    expect(validateContact({ ...valid, comment: "Line one\r\nLine two\n\tindented" }).ok).toBe(true);
  });

  it("accepts the limits themselves", () => {
    expect(
      validateContact({
        ...valid,
        fullName: "n".repeat(CONTACT_LIMITS.fullNameMax),
        email: emailOfLength(CONTACT_LIMITS.emailMax),
        comment: "c".repeat(CONTACT_LIMITS.commentMax),
      }).ok,
    ).toBe(true);
  });
});
