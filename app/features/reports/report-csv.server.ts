import { currency, majorUnits } from "#app/content/products.ts";
import { weekdayName, weekdays } from "#app/content/weekdays.ts";
import { csvCell } from "#app/features/contact/inquiries-format.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import type { AttendanceReport } from "./attendance.server.ts";
import type { DeferredRevenue } from "./deferred-revenue.server.ts";
import { DAY_MS } from "./gym-calendar.server.ts";
import { funnelSteps, type LeadsReport } from "./leads-report.server.ts";
import type { MembersReport } from "./members.server.ts";
import type { RevenueReport } from "./revenue.server.ts";

/**
 * Each report as a spreadsheet opens it: a header row, then the rows its figures are made
 * of (sessions, leads) or its table (retention, money), dates in the gym's zone. Text goes
 * through the leads export's formula-safe cell (a class named "=cmd()" stays text); numbers
 * are our own and are written as numbers.
 */
type Cell = string | number | null;

export function csvOf(header: string[], rows: Cell[][]): string {
  const line = (cells: Cell[]) =>
    cells.map((cell) => (typeof cell === "number" ? String(cell) : csvCell(cell))).join(",");
  return `${[line(header), ...rows.map(line)].join("\r\n")}\r\n`;
}

const percent = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);
const days = (from: string | null, to: string | null) =>
  from && to ? Math.round((Math.max(0, Date.parse(to) - Date.parse(from)) / DAY_MS) * 10) / 10 : null;

export function attendanceCsv(report: AttendanceReport): string {
  return csvOf(
    [
      "date",
      "weekday",
      "start",
      "class",
      "places",
      "booked",
      "attended",
      "no_shows",
      "late_cancellations",
      "waitlisted",
      "fill_rate_percent",
      "cancelled_by_gym",
    ],
    report.sessions.map((session) => [
      session.date,
      weekdayName(weekdays[session.weekday - 1] ?? "monday"),
      session.start,
      session.className,
      session.capacity,
      session.booked,
      session.attended,
      session.noShows,
      session.lateCancellations,
      session.waitlisted,
      session.cancelled ? null : percent(session.capacity > 0 ? session.booked / session.capacity : null),
      session.cancelled ? "yes" : "no",
    ]),
  );
}

export function membersCsv(report: MembersReport): string {
  return csvOf(
    ["joined_month", "members", "months_after_joining", "active", "retention_percent"],
    report.cohorts.flatMap((cohort) =>
      cohort.retention.map((month) => [
        cohort.month.slice(0, 7),
        cohort.members,
        month.offset,
        month.active,
        percent(month.rate),
      ]),
    ),
  );
}

export function leadsCsv(report: LeadsReport): string {
  const steps = funnelSteps.map((step) => step.key);
  return csvOf(
    ["received_date", "class", "reached", "days_to_account", "days_to_first_booking", "days_to_first_purchase"],
    report.leads.map((lead) => {
      const reached = steps.indexOf(lead.reached);
      const gap = (step: number) => {
        const [before, after] = [funnelSteps[step - 1], funnelSteps[step]];
        return reached >= step && before && after ? days(before.at(lead), after.at(lead)) : null;
      };
      return [lead.date, lead.className ?? "", lead.reached, gap(1), gap(2), gap(3)];
    }),
  );
}

/**
 * The revenue report's CSV: its sales lines, then, after an empty line, its deferred revenue
 * as a second small table (a liability at one date, not a month's flow, so it has columns of
 * its own rather than rows a sum of the first table would count).
 */
export function revenueCsv(report: RevenueReport): string {
  return `${salesCsv(report)}\r\n${deferredCsv(report.deferred)}`;
}

function salesCsv(report: RevenueReport): string {
  return csvOf(
    [
      "month",
      "product",
      "method",
      "sales",
      "sales_amount",
      "sales_net",
      "sales_tax",
      "refunds",
      "refunds_amount",
      "refunds_net",
      "refunds_tax",
      "net_amount",
      "currency",
    ],
    report.lines.map((line) => [
      line.month.slice(0, 7),
      line.product,
      line.method,
      line.count,
      majorUnits(line.amount),
      majorUnits(line.net),
      majorUnits(line.tax),
      line.refundsCount,
      majorUnits(line.refunds),
      majorUnits(line.refundsNet),
      majorUnits(line.refundsTax),
      majorUnits(line.amount - line.refunds),
      currency,
    ]),
  );
}

/**
 * Taken and not yet earned, as the page's "Deferred revenue" shows it: unused credits (how
 * many), memberships' unearned part (how many periods), and both. `deferred_as_of` is the
 * gym's date the page names: reckoned as the range's last day ends, or now if sooner.
 */
function deferredCsv(deferred: DeferredRevenue): string {
  const asOf = gymToday(new Date(Date.parse(deferred.at) - 1)).toString();
  return csvOf(
    ["deferred_as_of", "deferred", "credits", "periods", "amount", "currency"],
    [
      [asOf, "unused_credits", deferred.credits.credits, null, majorUnits(deferred.credits.amount), currency],
      [
        asOf,
        "unearned_memberships",
        null,
        deferred.memberships.periods,
        majorUnits(deferred.memberships.amount),
        currency,
      ],
      [asOf, "total", deferred.credits.credits, deferred.memberships.periods, majorUnits(deferred.total), currency],
    ],
  );
}
