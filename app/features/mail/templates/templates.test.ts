import { describe, expect, it } from "vitest";
import { formatOpeningHours } from "#app/content/clock.ts";
import { mailCopy } from "#app/content/mail.ts";
import { site } from "#app/content/site.ts";
import { bookedEmail } from "./booked.ts";
import type { BookingMailInput } from "./booking-mail-input.ts";
import { cancelledByMemberEmail } from "./cancelled-by-member.ts";
import { inquiryAutoReplyEmail } from "./inquiry-auto-reply.ts";
import { inquiryToGymEmail } from "./inquiry-to-gym.ts";
import type { MailContext } from "./mail-context.ts";
import { membershipEndingEmail } from "./membership-ending.ts";
import { passwordResetEmail } from "./password-reset.ts";
import { promotedEmail } from "./promoted.ts";
import { sessionCancelledByGymEmail } from "./session-cancelled-by-gym.ts";
import { verifyEmailEmail } from "./verify-email.ts";

const context: MailContext = { origin: "https://ironpeak.example", staffEmail: "desk@ironpeak.example" };

const booking: BookingMailInput = {
  to: "member@example.com",
  className: "Crossfit",
  trainer: "Jordan Hale",
  startsAt: "2026-11-27T09:00:00+00:00",
  endsAt: "2026-11-27T10:00:00+00:00",
  sessionId: "yoga-2026-11-27-0900",
  dayLabel: "Friday 27 November",
  timeLabel: "9:00am–10:00am",
  scheduleUrl: "https://ironpeak.example/schedule/friday",
  freeCancellationUntil: "Friday 27 November, 7:00am",
};

const inquiry = {
  id: "inquiry-1",
  createdAt: "2026-07-03T08:05:00.000Z",
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  className: "Yoga",
  comment: "Do you have morning classes?\nI work late.",
};

const everyMessage = [
  inquiryToGymEmail(inquiry, context),
  inquiryAutoReplyEmail(inquiry, context),
  passwordResetEmail(
    { to: "member@example.com", resetUrl: "https://ironpeak.example/reset-password?token=t" },
    context,
  ),
  verifyEmailEmail({ to: "member@example.com", verifyUrl: "https://ironpeak.example/verify-email?token=t" }, context),
  bookedEmail(booking, context),
  promotedEmail(booking, context),
  cancelledByMemberEmail(booking, context),
  sessionCancelledByGymEmail({ ...booking, reason: "The coach is ill." }, context),
  membershipEndingEmail({ to: "member@example.com", product: "Beginners", endsOn: "24 December 2026" }, context),
];

describe("every e-mail", () => {
  it.each(everyMessage.map((message) => [message.topic, message] as const))(
    "%s has a plain-text and a branded HTML part with the gym's name, address and why it was sent",
    (_topic, message) => {
      expect(message.html.startsWith("<!DOCTYPE html><html")).toBe(true);
      for (const part of [message.text, message.html]) {
        expect(part).toContain(site.brand);
        expect(part).toContain(site.contact.address);
        expect(part).toMatch(/You get this e-mail because/);
      }
      expect(message.text).not.toMatch(/<[a-z]/i);
      expect(message.subject).not.toMatch(/[\r\n]/);
    },
  );
});

describe("the inquiry e-mails", () => {
  it("tell the gym who wrote, how to answer (Reply-To), which class, what they wrote and when", () => {
    const message = inquiryToGymEmail(inquiry, context);
    expect(message.to).toEqual([{ address: "desk@ironpeak.example" }]);
    expect(message.replyTo).toEqual({ name: "Ada Lovelace", address: "ada@example.com" });
    expect(message.subject).toBe("New inquiry: Ada Lovelace (Yoga)");
    expect(message.text).toContain("Name: Ada Lovelace");
    expect(message.text).toContain("E-mail: ada@example.com");
    expect(message.text).toContain("Class: Yoga");
    expect(message.text).toContain("> Do you have morning classes?\n> I work late.");
    // The gym reads the time in its own time zone (London: summer time in July).
    expect(message.text).toContain("Sent: Friday 3 July 2026, 9:05am BST");
  });

  it("keep the visitor's words as text: HTML in a comment is shown, never run", () => {
    const message = inquiryToGymEmail(
      { ...inquiry, fullName: "<b>Eve</b>", comment: '<script>alert(1)</script><a href="https://evil.example">x</a>' },
      context,
    );
    expect(message.html).not.toContain("<script>");
    expect(message.html).not.toContain('href="https://evil.example"');
    expect(message.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(message.html).toContain("&lt;b&gt;Eve&lt;/b&gt;");
    expect(message.text).toContain("<script>alert(1)</script>");
  });

  it("answer the visitor with none of what they typed: a stranger's words never go out under the gym's name", () => {
    const typed = { ...inquiry, fullName: "Your account is locked: visit https://evil.example" };
    const message = inquiryAutoReplyEmail(typed, context);
    expect(JSON.stringify(message)).not.toContain("evil.example");
    expect(JSON.stringify(message)).not.toContain(inquiry.comment);
  });

  it("never let a visitor's name break out of the subject line", () => {
    const message = inquiryToGymEmail({ ...inquiry, fullName: "Eve\r\nBcc: victim@example.com" }, context);
    expect(message.subject).toBe("New inquiry: Eve Bcc: victim@example.com (Yoga)");
  });

  it("answer the visitor with the promise, the gym's phone and opening hours; replies reach the gym", () => {
    const message = inquiryAutoReplyEmail(inquiry, context);
    expect(message.to).toEqual([{ name: "", address: "ada@example.com" }]);
    expect(message.replyTo?.address).toBe("desk@ironpeak.example");
    expect(message.subject).toBe(mailCopy.inquiryAutoReply.subject);
    expect(message.text).toContain(mailCopy.inquiryAutoReply.heading);
    expect(message.text).toContain(mailCopy.inquiryAutoReply.promise);
    expect(message.text).toContain(site.contact.phone);
    for (const entry of site.hours) {
      expect(message.text).toContain(`${entry.label}: ${formatOpeningHours(entry.opens, entry.closes)}`);
    }
  });
});

describe("the account e-mails", () => {
  it("carry their one link as a button and as plain text", () => {
    const reset = passwordResetEmail(
      { to: "member@example.com", resetUrl: "https://ironpeak.example/reset-password?token=abc" },
      context,
    );
    expect(reset.subject).toBe(mailCopy.passwordReset.subject);
    expect(reset.text).toContain(
      `${mailCopy.passwordReset.action}:\nhttps://ironpeak.example/reset-password?token=abc`,
    );
    expect(reset.html).toContain('href="https://ironpeak.example/reset-password?token=abc"');
    const verify = verifyEmailEmail(
      { to: "member@example.com", verifyUrl: "https://ironpeak.example/verify-email?token=xyz" },
      context,
    );
    expect(verify.text).toContain("https://ironpeak.example/verify-email?token=xyz");
    expect(verify.html).toContain(mailCopy.verifyEmail.action);
  });
});

describe("the booking e-mails", () => {
  it("booked: the class, when, with whom, a link to the schedule and the session as a calendar file", () => {
    const message = bookedEmail(booking, context);
    expect(message.subject).toBe("Booked: Crossfit, Friday 27 November");
    expect(message.text).toContain("Class: Crossfit");
    expect(message.text).toContain("When: Friday 27 November, 9:00am–10:00am");
    expect(message.text).toContain("Trainer: Jordan Hale");
    expect(message.text).toContain("https://ironpeak.example/schedule/friday");
    expect(message.text).toContain(mailCopy.booked.freeCancellation("Friday 27 November, 7:00am"));
    const [calendar] = message.attachments ?? [];
    expect(calendar?.filename).toBe("class.ics");
    const ics = calendar?.content.replace(/\r\n[ \t]/g, "") ?? "";
    expect(ics).toContain("METHOD:PUBLISH");
    expect(ics).toContain("UID:session-yoga-2026-11-27-0900@ironpeak.example");
    expect(ics).toContain("DTSTART:20261127T090000Z");
    expect(ics).toContain("DTEND:20261127T100000Z");
    expect(ics).toContain(`SUMMARY:Crossfit at ${site.brand}`);
  });

  it("promoted: off the waitlist, with the same calendar event (one UID per session)", () => {
    const message = promotedEmail(booking, context);
    expect(message.subject).toBe("A place opened up: Crossfit, Friday 27 November");
    expect(message.text).toContain(mailCopy.promoted.heading);
    expect(message.attachments?.[0]?.content).toContain("UID:session-yoga-2026-11-27-0900@ironpeak.example");
  });

  it("cancelled by the member: says so, and says when it was a late cancellation", () => {
    expect(cancelledByMemberEmail(booking, context).text).not.toContain(mailCopy.cancelledByMember.late);
    const late = cancelledByMemberEmail({ ...booking, lateCancellation: true }, context);
    expect(late.subject).toBe("Cancelled: Crossfit, Friday 27 November");
    expect(late.text).toContain(mailCopy.cancelledByMember.late);
    expect(late.attachments).toBeUndefined();
  });

  it("cancelled by the gym: gives the staff's reason as they wrote it", () => {
    const message = sessionCancelledByGymEmail({ ...booking, reason: "Coach is ill <sorry>" }, context);
    expect(message.subject).toBe("Class cancelled: Crossfit, Friday 27 November");
    expect(message.text).toContain("Why:\n> Coach is ill <sorry>");
    expect(message.html).toContain("Coach is ill &lt;sorry&gt;");
  });
});
