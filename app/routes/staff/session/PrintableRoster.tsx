import { Printer } from "lucide-react";
import { useEffect, useState } from "react";
import type { RosterEntry } from "#app/features/staff/roster.server.ts";

/**
 * The roster on paper, for a coach's clipboard: who is booked and who waits, with a phone
 * number and a box to tick. Only printed (print CSS); on screen the roster above is the
 * one to use. The print button needs JavaScript, so it appears only once the page has it;
 * without it the browser's own Print prints the same.
 */
export function PrintableRoster({
  title,
  when,
  booked,
  waitlist,
}: {
  title: string;
  when: string;
  booked: RosterEntry[];
  waitlist: RosterEntry[];
}) {
  const rows = [
    ...booked.map((entry) => ({ entry, place: "Booked" })),
    ...waitlist.map((entry) => ({ entry, place: `Waitlist ${entry.position}` })),
  ];
  return (
    <section aria-label="Printable roster" className="hidden text-black print:block">
      <h2 className="text-2xl font-bold">{title}</h2>
      <p className="mb-4">{when}</p>
      <table className="w-full border-collapse text-left text-sm">
        <thead>
          <tr>
            {["#", "Name", "Phone", "E-mail", "Place", "Here"].map((heading) => (
              <th key={heading} scope="col" className="border-b-2 border-black py-1 pr-3">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ entry, place }, index) => (
            <tr key={entry.bookingId} className="border-b border-gray-400">
              <td className="py-2 pr-3">{index + 1}</td>
              <td className="py-2 pr-3 font-semibold">{entry.name}</td>
              <td className="py-2 pr-3">{entry.phone ?? ""}</td>
              <td className="py-2 pr-3">{entry.email}</td>
              <td className="py-2 pr-3">{place}</td>
              <td className="py-2 pr-3">{entry.attendance === "attended" ? "✓" : "☐"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 ? <p>Nobody has booked a place.</p> : null}
    </section>
  );
}

/** Prints the page (the printable roster); shown once JavaScript runs, since it needs it. */
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
