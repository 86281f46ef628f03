import { Form, Link } from "react-router";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import { DataTable } from "#app/features/reports/DataTable.tsx";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { StatTiles } from "#app/features/staff/StatTiles.tsx";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { CloseDayForm } from "./CloseDayForm.tsx";
import { ClosedDay } from "./ClosedDay.tsx";
import { cashUpAction, loadCashUp } from "./cash-up.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  return loadCashUp(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  return cashUpAction(request, await getServices());
}

export const headers = staffPageHeaders;

export const meta = () => staffPageMeta("Cash-up");

const count = (n: number) => (n === 0 ? "" : ` (${n})`);

export default function CashUpPage({ loaderData, actionData }: Route.ComponentProps) {
  const { date, error, today, day } = loaderData;
  return (
    <>
      <ConsoleHeading title="Cash-up">
        <p>
          The day's takings by way of paying, and its refunds. At the end of the day, count the cash drawer and close
          the day: the difference is kept, and a sale made after closing counts on the next day.
        </p>
      </ConsoleHeading>
      <Form method="get" className="mb-8 flex flex-wrap items-end gap-3" aria-label="Choose a day">
        <div className="flex flex-col gap-1">
          <label htmlFor="cash-up-date" className="text-sm font-semibold">
            Day
          </label>
          <input id="cash-up-date" name="date" type="date" defaultValue={date} max={today} className="field" />
        </div>
        <button type="submit" className="button-outline">
          Show
        </button>
        {day ? (
          <nav aria-label="Other days" className="flex flex-wrap gap-3 pb-2 text-sm">
            <Link to={`?date=${day.previous}`} className="link">
              Previous day
            </Link>
            {day.next ? (
              <Link to={`?date=${day.next}`} className="link">
                Next day
              </Link>
            ) : null}
            {day.isToday ? null : (
              <Link to="?" className="link">
                Today
              </Link>
            )}
          </nav>
        ) : null}
      </Form>
      {error ? (
        <p role="alert" className="rounded-card border border-red-500 bg-red-600 px-5 py-4 font-medium text-white">
          {error}
        </p>
      ) : null}
      {actionData ? (
        <div className="mb-8">
          <OutcomeMessage outcome={actionData} />
        </div>
      ) : null}
      {day ? (
        <section aria-labelledby="day-title" className="space-y-6">
          <h2 id="day-title" className="font-display text-3xl font-semibold uppercase tracking-tight">
            {day.dateLabel}{" "}
            <span className="align-middle font-sans text-base font-semibold normal-case tracking-normal text-accent">
              {day.status === "closed" ? "Closed" : day.begun ? "Open" : "Not begun"}
            </span>
          </h2>
          <StatTiles
            tiles={[
              { label: "Sales", value: day.totals.sales, detail: `${day.totals.salesCount} in all` },
              { label: "Refunds", value: day.totals.refunds, detail: `${day.totals.refundsCount} in all` },
              { label: "Net", value: day.totals.net, detail: "sales less refunds" },
              { label: "Cash", value: day.cashNet, detail: "into the drawer, float aside" },
            ]}
          />
          <DataTable
            caption={`Takings of ${day.dateLabel} by way of paying (${day.currency})`}
            columns={[
              { label: "Paid by" },
              { label: "Sales", numeric: true },
              { label: "Refunds", numeric: true },
              { label: "Net", numeric: true },
            ]}
            rows={[
              ...day.methods.map((line) => ({
                key: line.method,
                cells: [
                  line.label,
                  `${line.sales}${count(line.salesCount)}`,
                  `${line.refunds}${count(line.refundsCount)}`,
                  line.net,
                ],
              })),
              {
                key: "all",
                cells: ["All", day.totals.sales, day.totals.refunds, day.totals.net],
              },
            ]}
          />
          {day.closed ? <ClosedDay date={date} closed={day.closed} /> : null}
          {day.canClose ? (
            <CloseDayForm
              date={date}
              cashNet={day.cashNet}
              currency={day.currency}
              digits={day.digits}
              typed={actionData && "typed" in actionData ? actionData.typed : undefined}
            />
          ) : day.status === "open" && day.begun ? (
            <p className="text-muted">The demo account can look at the cash-up, but not close a day.</p>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
