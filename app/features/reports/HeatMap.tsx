import type { ChartLabel } from "./BarChart.tsx";
import { heatBand, heatBands } from "./heat.ts";
import { dayShort, hourLabel, percent } from "./labels.ts";

export interface HeatCell {
  weekday: number;
  hour: number;
  fillRate: number | null;
  sessions: number;
}

const COLUMN = 46;
const ROW = 32;
const LEFT = 38;
const TOP = 22;

/**
 * The week grid: a column a weekday, a row an hour that had classes, each cell as full as
 * its sessions were on average: the slots to add (hot) and to drop (cold) at a glance.
 */
export function HeatMap({ hours, cells, label }: { hours: number[]; cells: HeatCell[]; label: ChartLabel }) {
  const cellAt = new Map(cells.map((cell) => [`${cell.weekday} ${cell.hour}`, cell]));
  const width = LEFT + 7 * COLUMN;
  const height = TOP + hours.length * ROW;
  return (
    <div className="flex flex-col gap-3">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={label.labelledBy}
        className="h-auto w-full max-w-xl"
      >
        <title>{label.title}</title>
        {[1, 2, 3, 4, 5, 6, 7].map((weekday) => (
          <text
            key={weekday}
            x={LEFT + (weekday - 0.5) * COLUMN}
            y={14}
            fontSize={12}
            textAnchor="middle"
            fill="#a1a1aa"
          >
            {dayShort(weekday)}
          </text>
        ))}
        {hours.map((hour, row) => (
          <g key={hour}>
            <text x={LEFT - 5} y={TOP + row * ROW + ROW / 2 + 4} fontSize={11} textAnchor="end" fill="#a1a1aa">
              {hourLabel(hour)}
            </text>
            {[1, 2, 3, 4, 5, 6, 7].map((weekday) => {
              const cell = cellAt.get(`${weekday} ${hour}`);
              const x = LEFT + (weekday - 1) * COLUMN + 2;
              const y = TOP + row * ROW + 2;
              if (!cell || cell.fillRate === null) {
                return (
                  <rect
                    key={weekday}
                    x={x}
                    y={y}
                    width={COLUMN - 4}
                    height={ROW - 4}
                    rx={3}
                    fill="none"
                    stroke="#f4f4f5"
                    strokeOpacity={0.08}
                  />
                );
              }
              const band = heatBand(cell.fillRate);
              return (
                <g key={weekday}>
                  <rect x={x} y={y} width={COLUMN - 4} height={ROW - 4} rx={3} fill={band.fill} />
                  <text
                    x={x + (COLUMN - 4) / 2}
                    y={y + (ROW - 4) / 2 + 4}
                    fontSize={12}
                    fontWeight={600}
                    textAnchor="middle"
                    fill={band.text}
                  >
                    {percent(cell.fillRate)}
                  </text>
                </g>
              );
            })}
          </g>
        ))}
      </svg>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-label="Fill rate colours">
        {heatBands.map((band) => (
          <li key={band.label} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block size-3 rounded-sm"
              style={{ backgroundColor: band.fill }}
            />
            {band.label}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm border border-white/20" />
          no class
        </li>
      </ul>
    </div>
  );
}
