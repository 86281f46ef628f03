import type { CSSProperties, ReactNode } from "react";
import { site } from "#app/content/site.ts";
import { siteDetails } from "#app/features/site/site-details.server.ts";
import type { EmailBlock, EmailContent } from "./email-content.ts";

/**
 * The branded HTML part of every e-mail: the gym's wordmark on the dark band, the message
 * on a light card (mail apps render dark pages unevenly), the address and the reason at
 * the foot. Tables and inline styles, because that is what mail apps read.
 */
const colors = { ink: "#0b0b0d", surface: "#16161a", paper: "#f4f4f5", accent: "#ff4d2e", muted: "#52525b" };
const textFont = "Inter, 'Segoe UI', Helvetica, Arial, sans-serif";
const displayFont = "Oswald, 'Arial Narrow', Impact, Arial, sans-serif";

const paragraph: CSSProperties = { margin: "0 0 16px", fontSize: "16px", lineHeight: "1.6", color: colors.ink };

export function EmailDocument({ content, origin }: { content: EmailContent; origin: string }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light only" />
        <title>{content.subject}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: colors.paper, fontFamily: textFont }}>
        <div style={{ display: "none", maxHeight: 0, overflow: "hidden" }}>{content.preview}</div>
        <Table style={{ backgroundColor: colors.paper }}>
          <tr>
            <td align="center" style={{ padding: "24px 12px" }}>
              <Table style={{ maxWidth: "600px" }}>
                <tr>
                  <td style={{ backgroundColor: colors.ink, padding: "20px 28px", borderRadius: "8px 8px 0 0" }}>
                    <a
                      href={origin}
                      style={{
                        color: colors.paper,
                        textDecoration: "none",
                        fontFamily: displayFont,
                        fontSize: "24px",
                        fontWeight: 600,
                        letterSpacing: "2px",
                        textTransform: "uppercase",
                      }}
                    >
                      {site.brand}
                      <span style={{ color: colors.accent }}>.</span>
                    </a>
                  </td>
                </tr>
                <tr>
                  <td
                    style={{
                      backgroundColor: "#ffffff",
                      padding: "32px 28px 16px",
                      borderTop: `4px solid ${colors.accent}`,
                    }}
                  >
                    <h1
                      style={{
                        margin: "0 0 20px",
                        fontFamily: displayFont,
                        fontSize: "28px",
                        lineHeight: "1.2",
                        textTransform: "uppercase",
                        color: colors.ink,
                      }}
                    >
                      {content.heading}
                    </h1>
                    {content.blocks.map((block, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: blocks are a fixed list rendered once.
                      <Block key={index} block={block} />
                    ))}
                  </td>
                </tr>
                <tr>
                  <td
                    style={{
                      backgroundColor: colors.surface,
                      color: "#d4d4d8",
                      padding: "20px 28px",
                      borderRadius: "0 0 8px 8px",
                      fontSize: "13px",
                      lineHeight: "1.6",
                    }}
                  >
                    <p style={{ margin: "0 0 8px" }}>
                      <strong style={{ color: colors.paper }}>{site.brand}</strong> · {siteDetails().contact.address} ·{" "}
                      {siteDetails().contact.phone}
                    </p>
                    <p style={{ margin: 0 }}>{content.reason}</p>
                    {content.unsubscribe ? (
                      <p style={{ margin: "8px 0 0" }}>
                        <a href={content.unsubscribe.href} style={{ color: colors.paper }}>
                          {content.unsubscribe.label}
                        </a>
                      </p>
                    ) : null}
                  </td>
                </tr>
              </Table>
            </td>
          </tr>
        </Table>
      </body>
    </html>
  );
}

function Table({ style, children }: { style?: CSSProperties; children: ReactNode }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: "collapse", ...style }}
    >
      <tbody>{children}</tbody>
    </table>
  );
}

function Block({ block }: { block: EmailBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <p style={paragraph}>{block.text}</p>;
    case "details":
      return (
        <Table style={{ margin: "0 0 20px" }}>
          {block.rows.map((row) => (
            <tr key={row.label}>
              <td
                style={{
                  padding: "8px 12px 8px 0",
                  width: "35%",
                  verticalAlign: "top",
                  fontSize: "13px",
                  fontWeight: 600,
                  textTransform: "uppercase",
                  letterSpacing: "1px",
                  color: colors.muted,
                  borderBottom: "1px solid #e4e4e7",
                }}
              >
                {row.label}
              </td>
              <td
                style={{
                  padding: "8px 0",
                  fontSize: "16px",
                  color: colors.ink,
                  borderBottom: "1px solid #e4e4e7",
                  wordBreak: "break-word",
                }}
              >
                {row.value}
              </td>
            </tr>
          ))}
        </Table>
      );
    case "quote":
      return (
        <div style={{ margin: "0 0 20px" }}>
          <p style={{ ...paragraph, margin: "0 0 6px", fontSize: "13px", fontWeight: 600, color: colors.muted }}>
            {block.label}
          </p>
          <p
            style={{
              ...paragraph,
              margin: 0,
              padding: "12px 16px",
              borderLeft: `4px solid ${colors.accent}`,
              backgroundColor: "#fafafa",
              whiteSpace: "pre-wrap",
              wordBreak: "break-word",
            }}
          >
            {block.text}
          </p>
        </div>
      );
    case "markdown":
      // Sanitized and styled by app/features/messages/message-markdown.server.ts, the one producer of this block.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitized where it is made.
      return <div dangerouslySetInnerHTML={{ __html: block.html }} />;
    case "action":
      return (
        <>
          <Table style={{ margin: "8px 0 16px" }}>
            <tr>
              <td style={{ borderRadius: "6px", backgroundColor: colors.accent }}>
                <a
                  href={block.href}
                  style={{
                    display: "inline-block",
                    padding: "14px 28px",
                    color: colors.ink,
                    fontWeight: 700,
                    fontSize: "16px",
                    textDecoration: "none",
                    textTransform: "uppercase",
                    letterSpacing: "1px",
                  }}
                >
                  {block.label}
                </a>
              </td>
            </tr>
          </Table>
          <p style={{ ...paragraph, fontSize: "13px", color: colors.muted, wordBreak: "break-all" }}>
            Or open this link:{" "}
            <a href={block.href} style={{ color: colors.ink }}>
              {block.href}
            </a>
          </p>
        </>
      );
  }
}
