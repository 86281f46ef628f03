import path from "node:path";
import addressparser from "nodemailer/lib/addressparser";
import { z } from "zod";

const email = z.email();

/**
 * What is wrong with an SMTP_URL, or undefined when it is usable: smtp:// (STARTTLS when the
 * server offers it) or smtps:// (TLS from the first byte), a host, an optional port and
 * credentials. The message never repeats the URL, which may carry a password.
 */
export function smtpUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "must be a URL such as smtp://user:password@smtp.example.com:587";
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") return "must start with smtp:// or smtps://";
  if (!url.hostname) return "must name the SMTP server's host";
  if (url.pathname && url.pathname !== "/") return "must not have a path (settings go in ?query)";
  return undefined;
}

/** What is wrong with a sender such as `"Ironpeak" <hello@ironpeak.example>`, or undefined. */
export function mailAddressProblem(value: string): string | undefined {
  if (/[\r\n]/.test(value)) return "must be on one line";
  const parsed = addressparser(value, { flatten: true });
  if (parsed.length !== 1 || !parsed[0]?.address) return 'must be one address, such as "Gym" <hello@gym.example>';
  if (!email.safeParse(parsed[0].address).success) return `must be an e-mail address ("${parsed[0].address}" is not)`;
  return undefined;
}

/** Where e-mail is written (as .eml files) while there is no SMTP_URL: DATA_DIR/mail. */
export function heldMailDir(env: { DATA_DIR: string }): string {
  return path.resolve(env.DATA_DIR, "mail");
}
