import { site } from "#app/content/site.ts";
import { siteDetails } from "#app/features/site/site-details.server.ts";
import type { EmailBlock, EmailContent } from "./email-content.ts";

/** The plain-text part: the same blocks as the HTML part, as a person would type them. */
export function plainText(content: EmailContent): string {
  const parts = [content.heading, ...content.blocks.map(blockText)];
  const { contact } = siteDetails();
  const foot = [`${site.brand} · ${contact.address} · ${contact.phone}`, content.reason];
  if (content.unsubscribe) foot.push(`${content.unsubscribe.label}: ${content.unsubscribe.href}`);
  return `${parts.join("\n\n")}\n\n-- \n${foot.join("\n")}\n`;
}

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "details":
      return block.rows.map((row) => `${row.label}: ${row.value}`).join("\n");
    case "quote":
      return `${block.label}:\n${block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join("\n")}`;
    case "action":
      return `${block.label}:\n${block.href}`;
    case "markdown":
      return block.text;
  }
}
