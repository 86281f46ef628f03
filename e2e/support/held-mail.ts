import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { clock } from "#app/platform/time/clock.ts";

/**
 * The e2e servers run without SMTP_URL, so every e-mail is kept as an .eml file in their
 * DATA_DIR's mail folder (playwright.config.ts hands that folder to the workers). Reading
 * the file is reading exactly what would have been sent.
 */
export async function heldMail(
  to: string,
  subject: string,
  timeoutMs = 10_000,
  /** The DATA_DIR of the server that sent it: the main e2e server's unless said. */
  dataDir = process.env.E2E_DATA_DIR,
): Promise<ParsedMail> {
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  const folder = path.join(dataDir, "mail");
  const deadline = clock.millis() + timeoutMs;
  const seen = new Set<string>();
  for (;;) {
    const files = await readdir(folder).catch(() => [] as string[]);
    for (const file of files
      .filter((name) => name.endsWith(".eml") && !seen.has(name))
      .sort()
      .reverse()) {
      const mail = await simpleParser(await readFile(path.join(folder, file)));
      const recipients = [mail.to].flat().flatMap((address) => address?.value.map((entry) => entry.address) ?? []);
      if (mail.subject === subject && recipients.includes(to)) return mail;
      seen.add(file);
    }
    if (clock.millis() > deadline) throw new Error(`no "${subject}" e-mail to ${to} in ${folder}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The one link in a message's text part that starts with `pathname`, as a path the test's server can open. */
export function linkIn(mail: ParsedMail, pathname: string): string {
  const match = new RegExp(`https?://[^/\\s]+(${pathname}\\?\\S+)`).exec(mail.text ?? "");
  if (!match?.[1]) throw new Error(`no ${pathname} link in the message`);
  return match[1];
}
