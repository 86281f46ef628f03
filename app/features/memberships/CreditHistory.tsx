import type { CreditHistoryLine } from "./holdings-view.server.ts";

const cell = "border-b border-white/10 py-3 pr-4 align-top";
/** The last column's cells: flush with the table's right edge. */
const lastCell = "border-b border-white/10 py-3 align-top";
/** Entries shown before "Earlier entries" folds the rest away. */
const SHOWN = 12;

/**
 * Every change of the member's class credits, newest first: when, what happened, how many
 * credits it added or took, and the credits left after it. On a phone each entry stacks.
 */
export function CreditHistory({ lines, caption }: { lines: CreditHistoryLine[]; caption: string }) {
  if (lines.length === 0) return <p className="text-muted">No class credits yet.</p>;
  const recent = lines.slice(0, SHOWN);
  const earlier = lines.slice(SHOWN);
  return (
    <>
      <HistoryTable lines={recent} caption={caption} />
      {earlier.length > 0 ? (
        <details className="mt-4">
          <summary className="cursor-pointer font-semibold text-paper">Earlier entries ({earlier.length})</summary>
          <HistoryTable lines={earlier} caption={`${caption}: earlier entries`} />
        </details>
      ) : null}
    </>
  );
}

function HistoryTable({ lines, caption }: { lines: CreditHistoryLine[]; caption: string }) {
  return (
    <table className="w-full text-left max-md:block">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-sm uppercase tracking-[0.15em] text-muted max-md:sr-only">
        <tr>
          <th scope="col" className="border-b border-white/10 py-3 pr-4 font-medium">
            Date
          </th>
          <th scope="col" className="border-b border-white/10 py-3 pr-4 font-medium">
            What
          </th>
          <th scope="col" className="border-b border-white/10 py-3 pr-4 text-right font-medium">
            Credits
          </th>
          <th scope="col" className="border-b border-white/10 py-3 text-right font-medium">
            Balance
          </th>
        </tr>
      </thead>
      <tbody className="max-md:block">
        {lines.map((line) => (
          <tr
            key={line.key}
            className="max-md:grid max-md:grid-cols-[1fr_auto] max-md:gap-x-4 max-md:border-b max-md:border-white/10 max-md:py-3"
          >
            <td className={`${cell} whitespace-nowrap max-md:border-0 max-md:py-0 max-md:text-sm max-md:text-muted`}>
              <time dateTime={line.at}>{line.date}</time>
            </td>
            <th
              scope="row"
              className={`${cell} font-medium max-md:col-start-1 max-md:row-start-2 max-md:border-0 max-md:py-1`}
            >
              {line.what}
            </th>
            <td
              className={`${cell} whitespace-nowrap text-right font-semibold tabular-nums max-md:col-start-2 max-md:row-start-2 max-md:border-0 max-md:py-1 max-md:pr-0 ${line.change.startsWith("+") ? "text-accent" : ""}`}
            >
              {line.change}
            </td>
            <td
              className={`${lastCell} whitespace-nowrap text-right tabular-nums max-md:col-start-2 max-md:row-start-1 max-md:border-0 max-md:py-0 max-md:text-sm max-md:text-muted`}
            >
              <span className="md:hidden">Balance </span>
              {line.balance}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
