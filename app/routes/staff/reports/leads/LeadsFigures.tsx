import { ChartFigure, NOTHING_YET, PeriodChart, RowChart } from "#app/features/reports/BarChart.tsx";
import { DataTable } from "#app/features/reports/DataTable.tsx";
import { count, daysLabel, percent, shortDate } from "#app/features/reports/labels.ts";
import type { LeadsReport } from "#app/features/reports/leads-report.server.ts";
import { ReportSection } from "#app/features/reports/ReportFrame.tsx";
import { StatTiles } from "#app/features/staff/StatTiles.tsx";

type Report = Omit<LeadsReport, "leads"> & { total: number };

const NO_CLASS = "No class named";

function Funnel({ report }: { report: Report }) {
  const last = report.funnel.at(-1);
  return (
    <ReportSection
      title="From lead to member"
      note="Each step counts the leads that reached it and every step before. Days are from the step before; a step taken earlier than the one before it (an account made before the inquiry, a purchase before the first booking) counts as 0 days."
    >
      <div className="space-y-6">
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <ChartFigure
            title="The funnel"
            summary={last ? `${percent(last.rate)} of leads bought something.` : "No leads in these dates."}
            nothingYet={report.funnel.some((step) => step.leads > 0) ? null : NOTHING_YET}
            chart={(label) => (
              <RowChart
                label={label}
                rows={report.funnel.map((step) => ({
                  key: step.key,
                  label: step.label,
                  share: step.rate ?? 0,
                  valueLabel: count(step.leads),
                }))}
              />
            )}
            table={{
              columns: [{ label: "Step" }, { label: "Leads", numeric: true }],
              rows: report.funnel.map((step) => ({ key: step.key, cells: [step.label, count(step.leads)] })),
            }}
          />
          <PeriodChart
            title="Leads per week"
            period="Week of"
            measure="Leads"
            top="Most leads"
            empty="No leads in these dates."
            items={report.weeks.map((week) => ({ key: week.monday, label: shortDate(week.monday), value: week.total }))}
          />
        </div>
        <DataTable
          caption="Each step"
          columns={[
            { label: "Step" },
            { label: "Leads", numeric: true },
            { label: "Of all leads", numeric: true },
            { label: "Of the step before", numeric: true },
            { label: "Median days from the step before", numeric: true },
          ]}
          rows={report.funnel.map((step, index) => ({
            key: step.key,
            cells: [
              step.label,
              count(step.leads),
              percent(step.rate),
              index === 0 ? "—" : percent(step.stepRate),
              index === 0 ? "—" : daysLabel(step.medianDays),
            ],
          }))}
        />
      </div>
    </ReportSection>
  );
}

function PerWeek({ report }: { report: Report }) {
  if (report.classes.length === 0) return null;
  return (
    <ReportSection title="Leads by class" note="The class each inquiry asked about on the contact form, week by week.">
      <DataTable
        caption="Leads per week by class"
        hideCaption
        columns={[
          { label: "Week of" },
          ...report.classes.map((each) => ({ label: each.name || NO_CLASS, numeric: true })),
          { label: "All", numeric: true },
        ]}
        rows={report.weeks.map((week) => ({
          key: week.monday,
          cells: [
            shortDate(week.monday),
            ...report.classes.map((each) => count(week.byClass[each.name] ?? 0)),
            count(week.total),
          ],
        }))}
      />
    </ReportSection>
  );
}

export function LeadsFigures({ report }: { report: Report }) {
  const step = (key: string) => report.funnel.find((each) => each.key === key);
  const tile = (key: string, label: string) => {
    const found = step(key);
    return {
      label,
      value: percent(found?.rate ?? null),
      detail: `${count(found?.leads ?? 0)} of ${count(report.total)} leads`,
    };
  };
  return (
    <>
      <StatTiles
        tiles={[
          { label: "Leads", value: count(report.total), detail: "inquiries received" },
          tile("account", "Made an account"),
          tile("booking", "Booked a class"),
          tile("purchase", "Bought"),
        ]}
      />
      <Funnel report={report} />
      <PerWeek report={report} />
    </>
  );
}
