import type { ReactNode } from "react";
import { NOTHING_YET } from "./labels.ts";

export interface Column {
  label: string;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

/** A table's frame: wider than a phone, it scrolls sideways inside a region a keyboard can reach and scroll. */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      className="overflow-x-auto rounded-card border border-white/8 bg-surface"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard to scroll.
      tabIndex={0}
    >
      {children}
    </section>
  );
}

/** A report's table: a caption, a header row, the first cell of each row its heading. */
export function DataTable({
  caption,
  columns,
  rows,
  hideCaption = false,
  empty = NOTHING_YET,
}: {
  caption: string;
  columns: Column[];
  rows: { key: string; cells: ReactNode[] }[];
  hideCaption?: boolean;
  /** Said instead of a table of headers only. */
  empty?: string;
}) {
  if (rows.length === 0) {
    return (
      <section aria-label={caption} className="rounded-card border border-white/8 bg-surface px-4 py-4">
        {hideCaption ? null : <p className="pb-2 font-display text-lg uppercase">{caption}</p>}
        <p className="text-muted">{empty}</p>
      </section>
    );
  }
  const align = (column: Column | undefined) => (column?.numeric ? "text-right tabular-nums" : "text-left");
  return (
    <ScrollRegion label={caption}>
      <table className="w-full min-w-max border-collapse text-sm">
        <caption className={hideCaption ? "sr-only" : "px-4 pt-4 pb-2 text-left font-display text-lg uppercase"}>
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-white/10 text-muted">
            {columns.map((column) => (
              <th key={column.label} scope="col" className={`px-4 py-2 font-medium ${align(column)}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-white/5 last:border-b-0">
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in their order.
                  <th key={index} scope="row" className={`px-4 py-2 font-medium ${align(columns[index])}`}>
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in their order.
                  <td key={index} className={`px-4 py-2 ${align(columns[index])}`}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
