import { data } from "react-router";
import { type ContactResult, HONEYPOT_FIELD } from "#app/features/contact/contact-result.ts";
import { contactValues, validateContact } from "#app/features/contact/contact-schema.ts";
import { submitInquiry } from "#app/features/contact/submit-inquiry.server.ts";
import { classChoices, specialHours } from "#app/features/timetable/public-pages.server.ts";
import { consumeRateLimit } from "#app/platform/data/rate-limits.server.ts";
import { clientIp } from "#app/platform/security/client-ip.server.ts";
import { getServices, type Services } from "#app/services.server.ts";

/**
 * The classes the form offers: those the gym teaches now (the page is the same for everyone:
 * the server keeps it until the schedule changes), and the exceptions to the opening hours.
 */
export async function loadContact() {
  await getServices();
  return { classes: classChoices(), specialHours: specialHours() };
}

/**
 * POST /contact: the rate limit per client address, the honeypot, the server-side
 * checks, then the inquiry is stored with its time and the e-mail it causes (one
 * transaction; sending happens after the answer). Errors come back beside the fields
 * with what was typed, status 400.
 */
export async function contactAction(request: Request, services?: Services) {
  const resolved = services ?? (await getServices());
  const { database, env } = resolved;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ContactResult>({ status: "invalid", errors: {}, values: {} }, { status: 400 });
  }
  const values = contactValues(form);

  const limit = await consumeRateLimit(database.db, `contact:${clientIp(request)}`, {
    window: env.CONTACT_RATE_LIMIT_WINDOW,
    max: env.CONTACT_RATE_LIMIT_MAX,
  });
  if (!limit.allowed) {
    const retryAfter = limit.retryAfter ?? env.CONTACT_RATE_LIMIT_WINDOW;
    return data<ContactResult>(
      { status: "rate-limited", retryAfter, values },
      { status: 429, headers: { "Retry-After": String(retryAfter) } },
    );
  }

  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    // A bot: answer as if it worked, store nothing.
    return data<ContactResult>({ status: "sent", fullName: values.fullName.slice(0, 100) });
  }

  const checked = validateContact(
    values,
    classChoices().map((gymClass) => gymClass.title),
  );
  if (!checked.ok) return data<ContactResult>({ status: "invalid", errors: checked.errors, values }, { status: 400 });

  await submitInquiry(resolved, {
    fullName: checked.data.fullName,
    email: checked.data.email,
    className: checked.data.class,
    comment: checked.data.comment,
  });
  return data<ContactResult>({ status: "sent", fullName: checked.data.fullName });
}
