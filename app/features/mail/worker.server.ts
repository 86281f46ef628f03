import type { Database } from "#app/platform/data/database.server.ts";
import {
  type ClaimedEntry,
  claimNext,
  type EmailPayload,
  onMailQueued,
  type PushPayload,
  type RetryPolicy,
  recordFailure,
  recordHeld,
  recordSent,
  releaseHeld,
  type WebhookPayload,
} from "./outbox.server.ts";
import { composeOptions, keepAsEml, type SmtpSender, smtpSender } from "./transport.server.ts";
import { deliverWebhook } from "./webhook.server.ts";

export interface MailWorkerSettings {
  database: Database;
  /** Without it e-mail is held: kept in the outbox and written to `heldDir` as .eml files. */
  smtpUrl?: string;
  from: string;
  heldDir: string;
  webhookSecret?: string;
  /** How long a claim lasts; a try is cut off at half of it, so it always ends before another server may take the row. */
  leaseSeconds: number;
  retry: RetryPolicy;
  /** How often to look for due rows (other servers' messages, retries coming due). */
  pollMs?: number;
  log?: Pick<Console, "info" | "warn">;
  /**
   * Sends a web push notification (app/features/attendance/push-delivery.server.ts):
   * resolves "delivered", or "gone" when the push service no longer knows the
   * subscription (it is then deleted, and the row given up at once); rejects to retry.
   */
  push?: (payload: PushPayload, signal: AbortSignal) => Promise<"delivered" | "gone">;
}

export interface MailWorker {
  readonly holding: boolean;
  /** Starts polling; with SMTP, what was held becomes due first. */
  start(): Promise<void>;
  /** Look now: something was just queued. */
  kick(): void;
  /** Sends everything due now, and resolves when done (tests, and the first poll). */
  drain(): Promise<void>;
  /** Stops polling; a try under way gets a moment to finish, then is cut off (and retried later). */
  stop(): Promise<void>;
}

const STOP_GRACE_MS = 5_000;

/** The outbox's sender, one per server: claims due rows one at a time and records how each try went. */
export function createMailWorker(settings: MailWorkerSettings): MailWorker {
  const { database, retry, leaseSeconds } = settings;
  const log = settings.log ?? console;
  const pollMs = settings.pollMs ?? Math.min(2_000, (leaseSeconds * 1000) / 4);
  const tryTimeoutMs = (leaseSeconds * 1000) / 2;
  const smtp: SmtpSender | undefined = settings.smtpUrl ? smtpSender(settings.smtpUrl, tryTimeoutMs) : undefined;

  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let current: AbortController | undefined;
  let stopListening = () => {};

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void drain(), delay);
    timer.unref();
  }

  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          while (!stopped) {
            const claim = await claimNext(database.db, database.kind, leaseSeconds);
            if (!claim) break;
            await attempt(claim);
          }
        } catch (error) {
          // The database is unreachable or busy: nothing was lost, the next poll tries again.
          log.warn(`Mail worker: ${error instanceof Error ? error.message : String(error)}`);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
      schedule(pollMs);
    });
    return running;
  }

  async function attempt(claim: ClaimedEntry) {
    const controller = new AbortController();
    current = controller;
    const cutOff = setTimeout(
      () => controller.abort(new Error(`no answer within ${tryTimeoutMs / 1000} s`)),
      tryTimeoutMs,
    );
    try {
      if (claim.kind === "push") {
        if (!settings.push) throw new Error("web push is off on this server (no VAPID keys)");
        const outcome = await settings.push(claim.payload as PushPayload, controller.signal);
        if (outcome === "delivered") await recordSent(database.db, claim);
        else
          await recordFailure(database.db, claim, "the push service no longer knows this subscription (deleted)", {
            ...retry,
            maxAttempts: claim.attempts,
          });
        return;
      }
      if (claim.kind === "webhook") {
        if (!settings.webhookSecret) throw new Error("LEAD_WEBHOOK_SECRET is not set");
        await deliverWebhook(claim, claim.payload as WebhookPayload, settings.webhookSecret, controller.signal);
        await recordSent(database.db, claim);
        return;
      }
      const options = composeOptions(claim, claim.payload as EmailPayload, settings.from);
      if (!smtp) {
        await keepAsEml(settings.heldDir, options, claim);
        await recordHeld(database.db, claim);
        return;
      }
      await smtp.send(options, controller.signal);
      if (!(await recordSent(database.db, claim))) {
        log.warn(`Mail ${claim.id} was sent after its claim ran out; another server may send it again.`);
      }
    } catch (error) {
      const reason = controller.signal.aborted
        ? String((controller.signal.reason as Error | undefined)?.message ?? "cut off")
        : errorText(error);
      const outcome = await recordFailure(database.db, claim, reason, retry);
      log.warn(
        `Mail ${claim.id} (${claim.topic}) try ${claim.attempts} failed: ${reason}; ${outcome === "failed" ? "giving up (npm run mail -- retry ID sends it again)" : "will retry"}`,
      );
    } finally {
      clearTimeout(cutOff);
      current = undefined;
    }
  }

  return {
    get holding() {
      return !smtp;
    },
    async start() {
      if (smtp) {
        // Told at start rather than at the first lead; never waited for, so a server that is down delays nothing.
        smtp.verify().catch((error: unknown) => {
          log.warn(
            `SMTP_URL: the SMTP server did not accept us (${errorText(error)}); e-mail waits in the outbox and is retried.`,
          );
        });
        const released = await releaseHeld(database.db);
        if (released > 0) log.info(`Sending ${released} e-mail(s) kept while there was no SMTP_URL.`);
      }
      // Every message this process queues is sent as soon as its transaction commits.
      stopListening = onMailQueued(() => {
        if (!stopped) schedule(0);
      });
      void drain();
    },
    kick() {
      if (!stopped) schedule(0);
    },
    drain,
    async stop() {
      stopped = true;
      stopListening();
      clearTimeout(timer);
      if (running) {
        const cut = setTimeout(() => current?.abort(new Error("the server is stopping")), STOP_GRACE_MS);
        await running.catch(() => {});
        clearTimeout(cut);
      }
      smtp?.close();
    },
  };
}

/** An SMTP error with its code and the server's answer, without a stack. */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const details = error as Error & { code?: string; responseCode?: number; response?: string };
  const parts = [details.code, details.responseCode, details.response ?? error.message].filter(Boolean);
  return parts.join(" ");
}
