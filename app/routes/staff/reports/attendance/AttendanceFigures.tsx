import type { AttendanceReport, Figures } from "#app/features/reports/attendance.server.ts";
import { ChartFigure, NOTHING_YET, PeriodChart, RowChart } from "#app/features/reports/BarChart.tsx";
import { DataTable } from "#app/features/reports/DataTable.tsx";
import { HeatMap } from "#app/features/reports/HeatMap.tsx";
import {
  count,
  dayName,
  dayShort,
  hourLabel,
  percent,
  plural,
  shortDate,
  timeLabel,
} from "#app/features/reports/labels.ts";
import { ReportSection } from "#app/features/reports/ReportFrame.tsx";
import { StatTiles } from "#app/features/staff/StatTiles.tsx";

type Report = Omit<AttendanceReport, "sessions"> & { showDays: boolean };

const rateColumns = [
  { label: "Sessions", numeric: true },
  { label: "Fill rate", numeric: true },
  { label: "Waitlist joins", numeric: true },
  { label: "No-show rate", numeric: true },
  { label: "Late-cancel rate", numeric: true },
];

const rateCells = (figures: Figures) => [
  count(figures.sessions),
  `${percent(figures.fillRate)} (${count(figures.booked)}/${count(figures.places)})`,
  count(figures.waitlisted),
  percent(figures.noShowRate),
  percent(figures.lateCancelRate),
];

function Visits({ report }: { report: Report }) {
  return (
    <ReportSection title="Visits" note="A visit is a member checked in at a class.">
      <div className="grid gap-6 lg:grid-cols-2">
        <PeriodChart
          title="Visits per week"
          period="Week of"
          measure="Visits"
          top="Busiest week"
          empty="No visits yet."
          items={report.weeks.map((week) => ({ key: week.monday, label: shortDate(week.monday), value: week.visits }))}
        />
        {report.showDays ? (
          <PeriodChart
            title="Visits per day"
            period="Day"
            measure="Visits"
            top="Busiest day"
            empty="No visits yet."
            items={report.days.map((day) => ({ key: day.date, label: shortDate(day.date), value: day.visits }))}
          />
        ) : null}
      </div>
    </ReportSection>
  );
}

function HowFull({ report }: { report: Report }) {
  const { hours, cells } = report.heat;
  const at = (weekday: number, hour: number) => cells.find((cell) => cell.weekday === weekday && cell.hour === hour);
  const hottest = cells.reduce<(typeof cells)[number] | undefined>(
    (best, cell) => (!best || (cell.fillRate ?? 0) > (best.fillRate ?? 0) ? cell : best),
    undefined,
  );
  const fullest = report.classes[0];
  return (
    <ReportSection
      title="How full"
      note="Fill rate: places booked of places offered. The week grid shows it by weekday and the hour classes start: the hottest slots may want another class, the coldest may go."
    >
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ChartFigure
          title="The week at a glance"
          summary={
            hottest
              ? `Fullest: ${dayName(hottest.weekday)} at ${hourLabel(hottest.hour)}, ${percent(hottest.fillRate)}.`
              : "No sessions in these dates."
          }
          nothingYet={hottest ? null : NOTHING_YET}
          chart={(label) => <HeatMap hours={hours} cells={cells} label={label} />}
          table={{
            columns: [
              { label: "Starts" },
              ...[1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ label: dayShort(weekday), numeric: true })),
            ],
            rows: hours.map((hour) => ({
              key: String(hour),
              cells: [
                hourLabel(hour),
                ...[1, 2, 3, 4, 5, 6, 7].map((weekday) => percent(at(weekday, hour)?.fillRate ?? null)),
              ],
            })),
          }}
        />
        <ChartFigure
          title="Fill rate per class"
          summary={fullest ? `Fullest: ${fullest.name}, ${percent(fullest.fillRate)}.` : "No sessions in these dates."}
          nothingYet={fullest ? null : NOTHING_YET}
          chart={(label) => (
            <RowChart
              label={label}
              rows={report.classes.map((each) => ({
                key: each.slug,
                label: each.name,
                share: each.fillRate ?? 0,
                valueLabel: percent(each.fillRate),
              }))}
            />
          )}
          table={{
            columns: [{ label: "Class" }, { label: "Fill rate", numeric: true }],
            rows: report.classes.map((each) => ({ key: each.slug, cells: [each.name, percent(each.fillRate)] })),
          }}
        />
      </div>
    </ReportSection>
  );
}

function ByClass({ report }: { report: Report }) {
  return (
    <ReportSection
      title="By class"
      note="Waitlist joins: members who queued for a full class. No-show rate: of places whose class has ended. Late-cancel rate: of places still held at the late-cancellation cut-off."
    >
      <DataTable
        caption="Every class"
        columns={[{ label: "Class" }, ...rateColumns]}
        rows={report.classes.map((each) => ({ key: each.slug, cells: [each.name, ...rateCells(each)] }))}
      />
    </ReportSection>
  );
}

function BySlot({ report }: { report: Report }) {
  return (
    <ReportSection title="By time slot" note="Each weekday and start time, whatever class ran then.">
      <DataTable
        caption="Every time slot"
        columns={[{ label: "Slot" }, { label: "Classes" }, ...rateColumns]}
        rows={report.slots.map((slot) => ({
          key: `${slot.weekday} ${slot.start}`,
          cells: [`${dayShort(slot.weekday)} ${timeLabel(slot.start)}`, slot.classes.join(", "), ...rateCells(slot)],
        }))}
      />
    </ReportSection>
  );
}

export function AttendanceFigures({ report }: { report: Report }) {
  const { totals } = report;
  return (
    <>
      <StatTiles
        tiles={[
          {
            label: "Visits",
            value: count(totals.visits),
            detail: `in ${plural(totals.sessions, "session", "sessions")}`,
          },
          {
            label: "Fill rate",
            value: percent(totals.fillRate),
            detail: `${count(totals.booked)} of ${count(totals.places)} places`,
          },
          {
            label: "No-shows",
            value: percent(totals.noShowRate),
            detail: `${plural(totals.noShows, "place", "places")} wasted`,
          },
          {
            label: "Late cancellations",
            value: percent(totals.lateCancelRate),
            detail: `${count(totals.lateCancellations)}; ${plural(totals.waitlisted, "waitlist join", "waitlist joins")}`,
          },
        ]}
      />
      <Visits report={report} />
      <HowFull report={report} />
      <ByClass report={report} />
      <BySlot report={report} />
    </>
  );
}
