import { describe, expect, it } from "vitest";
import { validateContact } from "./contact-schema.ts";

const valid = { fullName: "Ann Lee", email: "ann@example.com", class: "Yoga", comment: "Mornings?" };

describe("validateContact", () => {
  it("accepts a complete inquiry and a class left unselected", () => {
    expect(validateContact(valid)).toEqual({ ok: true, data: { ...valid, class: "Yoga" } });
    expect(validateContact({ ...valid, class: "", comment: "" })).toMatchObject({ ok: true, data: { class: null } });
  });

  it.each([
    ["fullName", { fullName: "  " }],
    ["fullName", { fullName: "n".repeat(101) }],
    ["email", { email: "" }],
    ["email", { email: "not-an-email" }],
    ["email", { email: `${"a".repeat(250)}@example.com` }],
    ["class", { class: "Zumba" }],
    ["comment", { comment: "c".repeat(2001) }],
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
    expect(validateContact({ ...valid, fullName: "n".repeat(100), comment: "c".repeat(2000) }).ok).toBe(true);
  });
});
