import { data } from "react-router";
import { clientIp } from "~/auth/client-ip";
import { saveInquiry } from "~/data/inquiries.server";
import { consumeRateLimit } from "~/data/rate-limits.server";
import { type ContactResult, HONEYPOT_FIELD } from "~/features/contact/contact-result";
import { contactValues, validateContact } from "~/features/contact/contact-schema";
import { getServices, type Services } from "~/runtime/services.server";

/**
 * POST /contact: the rate limit per client address, the honeypot, the server-side
 * checks, then the inquiry is stored with its time. Errors come back beside the fields
 * with what was typed, status 400.
 */
export async function contactAction(request: Request, services?: Services) {
  const { database, env } = services ?? (await getServices());
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

  const checked = validateContact(values);
  if (!checked.ok) return data<ContactResult>({ status: "invalid", errors: checked.errors, values }, { status: 400 });

  await saveInquiry(database.db, {
    fullName: checked.data.fullName,
    email: checked.data.email,
    className: checked.data.class,
    comment: checked.data.comment,
  });
  return data<ContactResult>({ status: "sent", fullName: checked.data.fullName });
}
