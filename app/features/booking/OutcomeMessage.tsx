import { useEffect, useRef } from "react";
import type { IntentOutcome } from "./outcome.ts";

/**
 * The answer to the last booking form, announced to screen readers: a status, or an alert
 * for a refusal. The button that was pressed is usually gone (Book became Cancel), so
 * focus moves here instead of being lost.
 */
export function OutcomeMessage({ outcome }: { outcome: IntentOutcome | undefined }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome) ref.current?.focus({ preventScroll: false });
  }, [outcome]);
  if (!outcome) return null;
  const error = outcome.tone === "error";
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={error ? "alert" : "status"}
      className={`scroll-mt-24 rounded-card border px-5 py-4 font-medium outline-none ${
        error ? "border-red-500 bg-red-600 text-white" : "border-accent/40 bg-accent/10 text-paper"
      }`}
    >
      {outcome.message}
    </p>
  );
}
