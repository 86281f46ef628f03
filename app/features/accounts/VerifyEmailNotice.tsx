import { useFetcher } from "react-router";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";
import type { ResendVerificationResult } from "./email-verification.server.ts";
import { verificationMessages } from "./verification-messages.ts";

/** Where the resend button posts (a real form post without JavaScript; a fetch with it). */
export const RESEND_VERIFICATION_ACTION = "/verify-email";

/**
 * "Verify your e-mail", for a signed-in member whose address is not confirmed yet, with a
 * button that sends the link again (rate limited on the server).
 */
export function VerifyEmailNotice({ email }: { email: string }) {
  const fetcher = useFetcher<ResendVerificationResult>();
  const pending = fetcher.state !== "idle";
  const result = fetcher.data;
  return (
    <section
      aria-labelledby="verify-email-title"
      className="space-y-4 rounded-md border border-accent/60 bg-surface px-5 py-5"
    >
      <h2 id="verify-email-title" className="font-display text-2xl uppercase tracking-wide">
        {verificationMessages.noticeTitle}
      </h2>
      <p className="text-muted">{verificationMessages.notice(email)}</p>
      <fetcher.Form method="post" action={RESEND_VERIFICATION_ACTION}>
        <button type="submit" className="button-primary" disabled={pending} aria-busy={pending}>
          {pending ? "Sending…" : verificationMessages.resend}
        </button>
      </fetcher.Form>
      <ResendOutcome result={result} />
    </section>
  );
}

/** What the last resend did; also shown by /verify-email after a post without JavaScript. */
export function ResendOutcome({ result }: { result: ResendVerificationResult | undefined }) {
  if (!result) return null;
  if (result.status === "rate-limited") {
    return <FormAlert>{result.error}</FormAlert>;
  }
  const text =
    result.status === "sent"
      ? verificationMessages.resent(result.email)
      : result.status === "already-verified"
        ? verificationMessages.alreadyVerified
        : verificationMessages.signedOut;
  return (
    <p role="status" className="rounded-md border border-white/10 bg-ink px-4 py-3">
      {text}
    </p>
  );
}
