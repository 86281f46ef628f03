import { PeriodChart } from "#app/features/reports/BarChart.tsx";
import { ScrollRegion } from "#app/features/reports/DataTable.tsx";
import { heatBand } from "#app/features/reports/heat.ts";
import { count, longDate, monthLabel, percent, plural } from "#app/features/reports/labels.ts";
import type { Cohort } from "#app/features/reports/members.server.ts";
import { ReportSection } from "#app/features/reports/ReportFrame.tsx";
import { StatTiles } from "#app/features/staff/StatTiles.tsx";

interface Figures {
  range: { from: string; to: string };
  activeAtStart: number;
  activeAtEnd: number;
  activeAtLabel: string;
  joined: number;
  lost: number;
  cohorts: Cohort[];
}

/** Retention by the month members joined: a row a month, a column a month since, each cell shaded by its rate. */
function CohortTable({ cohorts }: { cohorts: Cohort[] }) {
  /** Months since joining: 0 (the month joined) up to the longest a cohort has been followed. */
  const offsets = cohorts.map((_, position) => position);
  return (
    <ScrollRegion label="Retention table">
      <table className="w-full min-w-max border-collapse text-sm">
        <caption className="sr-only">
          Retention by month joined: of the members who joined each month, the share active in that month and each month
          since.
        </caption>
        <thead>
          <tr className="border-b border-white/10 text-muted">
            <th scope="col" className="px-4 py-2 text-left font-medium">
              Joined
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Members
            </th>
            {offsets.map((offset) => (
              <th key={offset} scope="col" className="w-20 px-3 py-2 text-right font-medium">
                {offset === 0 ? "Same month" : `+${offset}`}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cohorts.map((cohort) => (
            <tr key={cohort.month} className="border-b border-white/5 last:border-b-0">
              <th scope="row" className="px-4 py-2 text-left font-medium">
                {monthLabel(cohort.month)}
              </th>
              <td className="px-4 py-2 text-right tabular-nums">{count(cohort.members)}</td>
              {offsets.map((offset) => {
                const month = cohort.retention[offset];
                if (!month || month.rate === null) {
                  return (
                    <td key={offset} className="px-3 py-2 text-right text-muted">
                      {month ? "—" : ""}
                    </td>
                  );
                }
                const band = heatBand(month.rate);
                return (
                  <td key={offset} className="px-1 py-1 text-right tabular-nums">
                    <span
                      className="block rounded px-2 py-1 font-semibold"
                      style={{ backgroundColor: band.fill, color: band.text }}
                      title={`${count(month.active)} of ${count(cohort.members)}`}
                    >
                      {percent(month.rate)}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function MembersFigures({ report }: { report: Figures }) {
  return (
    <>
      <StatTiles
        tiles={[
          { label: "Active", value: count(report.activeAtEnd), detail: `at ${report.activeAtLabel}` },
          {
            label: "Active at the start",
            value: count(report.activeAtStart),
            detail: `on ${longDate(report.range.from)}`,
          },
          { label: "Joined", value: count(report.joined), detail: "new accounts in these dates" },
          {
            label: "Lost",
            value: count(report.lost),
            detail: `of ${plural(report.activeAtStart, "member", "members")} active at the start`,
          },
        ]}
      />
      <ReportSection
        title="Retention by month joined"
        note="Of the members who joined in a month, the share active in that month and in each month since (booked a class, or held a place in one)."
      >
        <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
          <PeriodChart
            title="Joined per month"
            period="Month"
            measure="Joined"
            top="Most joined"
            empty="Nobody joined in these dates."
            items={report.cohorts.map((cohort) => ({
              key: cohort.month,
              label: monthLabel(cohort.month),
              axisLabel: monthLabel(cohort.month).slice(0, 3),
              value: cohort.members,
            }))}
          />
          <CohortTable cohorts={report.cohorts} />
        </div>
      </ReportSection>
    </>
  );
}
