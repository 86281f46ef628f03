import { Printer } from "lucide-react";
import { useEffect, useState } from "react";

/**
 * Prints the roster: the page's print CSS leaves the roster and the waitlist, in black on
 * white, for a coach's clipboard. The button needs JavaScript, so it appears only once the
 * page has it; without it the browser's own Print prints the same.
 */
export function PrintButton() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <button type="button" className="button-outline gap-2 print:hidden" onClick={() => window.print()}>
      <Printer aria-hidden="true" className="size-4" />
      Print roster
    </button>
  );
}
