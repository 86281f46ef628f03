import { HeartPulse } from "lucide-react";

/**
 * On a roster: this member answered "yes" to a health question of the terms (PAR-Q), so
 * whoever runs the class talks to them before they train. Words, not colour alone; printed too.
 */
export function HealthFlag() {
  return (
    <p className="mt-2 inline-flex items-center gap-2 rounded-full border border-accent/70 px-3 py-1 text-sm font-semibold text-paper print:border-black print:text-black">
      <HeartPulse aria-hidden="true" className="size-4 shrink-0 text-accent print:text-black" />
      Health flag: talk to them before they train
    </p>
  );
}
