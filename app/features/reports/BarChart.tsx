import { type ReactNode, useId } from "react";
import { type Column, DataTable } from "./DataTable.tsx";
import { count, NOTHING_YET } from "./labels.ts";

export { NOTHING_YET };

/**
 * A chart as the reports draw them: server-rendered SVG, no script, and under it a table of
 * the same numbers (for screen readers, for no-JS, for people who prefer to read). The
 * SVG's coordinates are sized for a phone's width so its text stays legible there; it
 * grows with its card on wider screens.
 */
export function ChartFigure({
  title,
  summary,
  chart,
  table,
  openTable = false,
  nothingYet,
}: {
  title: string;
  /** Said instead of an empty picture and a table of headers only, when there is nothing to show yet. */
  nothingYet?: string | null | undefined;
  /** One sentence a screen reader hears for the picture: what it shows at a glance. */
  summary: string;
  chart: (label: ChartLabel) => ReactNode;
  table: { columns: Column[]; rows: { key: string; cells: ReactNode[] }[] };
  openTable?: boolean;
}) {
  const id = useId();
  return (
    <figure className="flex flex-col gap-4 rounded-card border border-white/8 bg-surface p-4 shadow-card sm:p-5">
      <figcaption>
        <h3 id={`${id}-title`} className="font-display text-xl font-semibold uppercase tracking-tight">
          {title}
        </h3>
        <p id={`${id}-summary`} className="text-sm text-muted">
          {summary}
        </p>
      </figcaption>
      {nothingYet ? (
        <p className="rounded-md border border-dashed border-white/15 px-4 py-6 text-center text-muted">{nothingYet}</p>
      ) : (
        <>
          {/* Drawn for a phone's width, the picture stops growing where its text would turn into headlines. */}
          <div className="w-full max-w-xl">{chart({ labelledBy: `${id}-title ${id}-summary`, title })}</div>
          <details open={openTable} className="group">
            <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-medium text-paper underline decoration-accent/60 underline-offset-4 hover:text-accent">
              The numbers as a table
            </summary>
            <div className="mt-3">
              <DataTable caption={title} columns={table.columns} rows={table.rows} hideCaption />
            </div>
          </details>
        </>
      )}
    </figure>
  );
}

/** How a chart's SVG is named: by the figure's title and summary (its own <title> is the hover text). */
export interface ChartLabel {
  labelledBy: string;
  title: string;
}

export interface Bar {
  key: string;
  /** Under the bar (only some are written when there are many). */
  label: string;
  value: number;
}

const WIDTH = 360;
const HEIGHT = 190;
const TOP = 22;
const BOTTOM = 26;

/** Vertical bars (visits per day or week, leads per week, sales per month); values written by `format`. */
export function BarChart({
  bars,
  label,
  format = count,
}: {
  bars: Bar[];
  label: ChartLabel;
  format?: (value: number) => string;
}) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const slot = WIDTH / Math.max(1, bars.length);
  const gap = bars.length > 40 ? 1 : Math.min(8, slot * 0.25);
  const every = Math.max(1, Math.ceil(bars.length / 6));
  const plot = HEIGHT - TOP - BOTTOM;
  const showValues = bars.length <= 16;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={label.labelledBy} className="h-auto w-full">
      <title>{label.title}</title>
      <line x1={0} x2={WIDTH} y1={TOP} y2={TOP} stroke="#f4f4f5" strokeOpacity={0.12} strokeDasharray="3 3" />
      {showValues ? null : (
        <text x={0} y={TOP - 7} fontSize={12} fill="#a1a1aa">
          {format(max)}
        </text>
      )}
      {bars.map((bar, index) => {
        const height = (bar.value / max) * plot;
        const x = index * slot + gap / 2;
        return (
          <g key={bar.key}>
            <rect
              x={x}
              y={TOP + plot - height}
              width={Math.max(1, slot - gap)}
              height={height}
              fill="#ff4d2e"
              rx={1.5}
            />
            {showValues && bar.value > 0 ? (
              <text
                x={x + (slot - gap) / 2}
                y={TOP + plot - height - 4}
                fontSize={11}
                textAnchor="middle"
                fill="#f4f4f5"
              >
                {format(bar.value)}
              </text>
            ) : null}
            {index % every === 0 ? (
              <text x={x} y={HEIGHT - 7} fontSize={12} fill="#a1a1aa">
                {bar.label}
              </text>
            ) : null}
          </g>
        );
      })}
      <line x1={0} x2={WIDTH} y1={TOP + plot} y2={TOP + plot} stroke="#f4f4f5" strokeOpacity={0.3} />
    </svg>
  );
}

/**
 * A count over time (per day, week or month) as bars, its highest named in the summary,
 * its table under it: visits, leads, members joined, sales.
 */
export function PeriodChart({
  title,
  period,
  measure,
  top,
  empty,
  items,
  format = count,
}: {
  title: string;
  /** The table's first column ("Week of") and its numbers' ("Visits"). */
  period: string;
  measure: string;
  /** The summary's words for the highest bar ("Busiest week") and for none above zero. */
  top: string;
  empty: string;
  items: { key: string; label: string; axisLabel?: string; value: number }[];
  format?: (value: number) => string;
}) {
  const highest = items.reduce<(typeof items)[number] | undefined>(
    (best, item) => (!best || item.value > best.value ? item : best),
    undefined,
  );
  const any = highest !== undefined && highest.value > 0;
  return (
    <ChartFigure
      title={title}
      summary={any ? `${top}: ${highest.label}, ${format(highest.value)}.` : empty}
      nothingYet={any ? null : NOTHING_YET}
      chart={(label) => (
        <BarChart
          label={label}
          format={format}
          bars={items.map((item) => ({ key: item.key, label: item.axisLabel ?? item.label, value: item.value }))}
        />
      )}
      table={{
        columns: [{ label: period }, { label: measure, numeric: true }],
        rows: items.map((item) => ({ key: item.key, cells: [item.label, format(item.value)] })),
      }}
    />
  );
}

export interface Row {
  key: string;
  label: string;
  /** 0–1 of the longest bar. */
  share: number;
  valueLabel: string;
}

/** Horizontal bars with their names beside them (fill rate per class, the lead funnel). */
export function RowChart({ rows, label }: { rows: Row[]; label: ChartLabel }) {
  const rowHeight = 30;
  const labelWidth = 118;
  const valueWidth = 52;
  const barWidth = WIDTH - labelWidth - valueWidth;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${rows.length * rowHeight + 4}`}
      role="img"
      aria-labelledby={label.labelledBy}
      className="h-auto w-full"
    >
      <title>{label.title}</title>
      {rows.map((row, index) => {
        const y = index * rowHeight + 4;
        return (
          <g key={row.key}>
            <text x={0} y={y + 17} fontSize={13} fill="#f4f4f5">
              {row.label.length > 15 ? `${row.label.slice(0, 14)}…` : row.label}
            </text>
            <rect
              x={labelWidth}
              y={y + 4}
              width={barWidth - 8}
              height={rowHeight - 12}
              fill="#f4f4f5"
              fillOpacity={0.06}
              rx={2}
            />
            <rect
              x={labelWidth}
              y={y + 4}
              width={Math.max(0, Math.min(1, row.share)) * (barWidth - 8)}
              height={rowHeight - 12}
              fill="#ff4d2e"
              rx={2}
            />
            <text x={WIDTH} y={y + 17} fontSize={13} textAnchor="end" fill="#f4f4f5">
              {row.valueLabel}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
