import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { type RangeView, type ReportName, reportPages } from "./report-pages.ts";

const tab =
  "inline-flex min-h-11 shrink-0 items-center rounded-full px-4 font-display text-sm font-medium uppercase tracking-[0.12em] text-muted transition-colors hover:text-accent aria-[current=page]:bg-paper aria-[current=page]:text-ink";

/** The reports staff may open (revenue for owners only), keeping the dates when switching. */
function ReportTabs({ current, owner, query }: { current: ReportName; owner: boolean; query: string }) {
  return (
    <nav aria-label="Reports" className="-mx-4 mb-8 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-1 border-b border-white/10 pb-2">
        {reportPages
          .filter((page) => owner || !page.ownerOnly)
          .map((page) => (
            <li key={page.name}>
              <Link
                to={`/staff/reports/${page.name}${query}`}
                className={tab}
                aria-current={page.name === current ? "page" : undefined}
              >
                {page.title}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}

function DateField({ name, label, value, invalid }: { name: string; label: string; value: string; invalid: boolean }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`report-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={`report-${name}`}
        name={name}
        type="date"
        required
        defaultValue={value}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? "report-range-error" : undefined}
        className="field w-auto"
      />
    </div>
  );
}

function RangeForm({ range, csv }: { range: RangeView; csv: { href: string; note: string } | null }) {
  return (
    <div className="mb-10 flex flex-col gap-4 rounded-card border border-white/8 bg-surface p-4 sm:p-5">
      <div className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <DateField name="from" label="From" value={range.from} invalid={range.error !== null} />
          <DateField name="to" label="To" value={range.to} invalid={range.error !== null} />
          <button type="submit" className="button-primary">
            Show
          </button>
        </Form>
        {csv ? (
          <div className="flex flex-col items-start gap-2 lg:max-w-xs lg:items-end lg:text-right">
            <a href={csv.href} download className="button-outline">
              Download CSV
            </a>
            <p className="text-sm text-muted">{csv.note}</p>
          </div>
        ) : null}
      </div>
      <nav aria-label="Quick ranges" className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="text-muted">Last</span>
        {range.presets.map((preset) => (
          <Link
            key={preset.label}
            to={`?from=${preset.from}&to=${preset.to}`}
            className="link inline-flex min-h-11 items-center"
            aria-current={preset.from === range.from && preset.to === range.to ? "true" : undefined}
          >
            {preset.label}
          </Link>
        ))}
      </nav>
      {range.error ? (
        <div id="report-range-error">
          <FormAlert>{range.error}</FormAlert>
        </div>
      ) : null}
    </div>
  );
}

/** A report page: its heading and what it counts, the tabs, the dates, the CSV; then the report. */
export function ReportFrame({
  name,
  owner,
  range,
  intro,
  children,
}: {
  name: ReportName;
  owner: boolean;
  range: RangeView;
  intro: ReactNode;
  children: ReactNode;
}) {
  const page = reportPages.find((each) => each.name === name);
  const query = range.error ? "" : `?from=${range.from}&to=${range.to}`;
  return (
    <>
      <ConsoleHeading title={page?.title ?? name}>{intro}</ConsoleHeading>
      <ReportTabs current={name} owner={owner} query={query} />
      <RangeForm
        range={range}
        csv={range.error ? null : { href: `/staff/reports/${name}.csv${query}`, note: page?.csvNote ?? "" }}
      />
      {range.error ? null : <div className="space-y-14">{children}</div>}
    </>
  );
}

/** A section of a report: an h2 and what it holds. */
export function ReportSection({ title, note, children }: { title: string; note?: ReactNode; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-display text-3xl font-semibold uppercase tracking-tight">
        {title}
      </h2>
      {note ? <div className="mt-2 mb-5 max-w-prose text-sm text-muted">{note}</div> : <div className="mb-5" />}
      {children}
    </section>
  );
}
