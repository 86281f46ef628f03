import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { clock } from "#app/platform/time/clock.ts";

/** One message as the SMTP server received it: the envelope and the parsed message. */
export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  mail: ParsedMail;
  messageId: string;
}

export interface TestSmtpServer {
  /** smtp://user:password@127.0.0.1:port */
  url: string;
  /** Every message accepted, in order. */
  received: ReceivedMail[];
  /** Messages whose whole content arrived but that got no answer (see `stall`). */
  unanswered: ReceivedMail[];
  /** Resolves once `count` messages have been accepted. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Resolves once `count` messages arrived unanswered. */
  waitForUnanswered(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** From now on, answer every message with this SMTP error (e.g. 451 or 550), or accept again with null. */
  refuseWith(code: number | null): void;
  /** From now on, read every message to its end and then say nothing (a server that hangs), or answer again. */
  stall(on: boolean): void;
  close(): Promise<void>;
}

export const SMTP_USER = "mailer";
export const SMTP_PASSWORD = "test-password";

/** A real SMTP server in this process (the smtp-server package), plain text on loopback, with AUTH. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const unanswered: ReceivedMail[] = [];
  let refuse: number | null = null;
  let stalled = false;
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const waiter of waiters) waiter();
  };

  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
        return callback(null, { user: auth.username });
      callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const entry: ReceivedMail = {
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            },
            mail,
            messageId: mail.messageId ?? "",
          };
          if (stalled) {
            unanswered.push(entry);
            notify();
            return; // never answer
          }
          if (refuse) {
            const error = Object.assign(new Error(refuse >= 500 ? "Rejected for testing" : "Try again later"), {
              responseCode: refuse,
            });
            return callback(error);
          }
          received.push(entry);
          notify();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  async function waitFor(list: ReceivedMail[], count: number, timeoutMs: number) {
    const deadline = clock.millis() + timeoutMs;
    while (list.length < count) {
      if (clock.millis() > deadline) throw new Error(`expected ${count} messages, got ${list.length}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, Math.max(0, deadline - clock.millis()));
        waiters.add(wake);
      });
    }
    return list;
  }

  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    received,
    unanswered,
    waitForMessages: (count, timeoutMs = 15_000) => waitFor(received, count, timeoutMs),
    waitForUnanswered: (count, timeoutMs = 15_000) => waitFor(unanswered, count, timeoutMs),
    refuseWith(code) {
      refuse = code;
    },
    stall(on) {
      stalled = on;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Stalled connections would keep it open: close them too.
        for (const connection of (server as unknown as { connections: Set<{ close(): void }> }).connections ?? [])
          connection.close();
        server.close(() => resolve());
      }),
  };
}
