import { Link } from "react-router";
import { DataTable } from "#app/features/reports/DataTable.tsx";
import { shortDate } from "#app/features/reports/labels.ts";
import { ReportSection } from "#app/features/reports/ReportFrame.tsx";

interface Due {
  id: string;
  memberId: string;
  name: string;
  email: string;
  product: string;
  date: string;
}

function DueTable({
  caption,
  dateLabel,
  rows,
  empty,
}: {
  caption: string;
  dateLabel: string;
  rows: Due[];
  empty: string;
}) {
  return (
    <div className="space-y-3">
      <h3 className="font-display text-xl font-semibold uppercase tracking-tight">{caption}</h3>
      {rows.length === 0 ? (
        <p className="text-muted">{empty}</p>
      ) : (
        <DataTable
          caption={caption}
          hideCaption
          columns={[{ label: "Member" }, { label: "Membership" }, { label: dateLabel }]}
          rows={rows.map((row) => ({
            key: row.id,
            cells: [
              <Link key="member" to={`/staff/members/${row.memberId}`} className="link">
                {row.name || row.email}
              </Link>,
              row.product,
              shortDate(row.date),
            ],
          }))}
        />
      )}
    </div>
  );
}

/** The memberships the desk should look at now, whatever the dates above. */
export function MembershipsDue({
  aheadDays,
  renewing,
  pastDue,
  ending,
}: {
  aheadDays: number;
  renewing: Due[];
  pastDue: Due[];
  ending: Due[];
}) {
  return (
    <ReportSection
      title="Memberships to watch"
      note={`Today, whatever the dates above: renewals and endings in the next ${aheadDays} days, and every membership whose payment is overdue.`}
    >
      <div className="grid gap-6 lg:grid-cols-3">
        <DueTable caption="Past due" dateLabel="Was due" rows={pastDue} empty="None: every payment is in." />
        <DueTable
          caption="Renewing"
          dateLabel="Renews"
          rows={renewing}
          empty={`No renewals in the next ${aheadDays} days.`}
        />
        <DueTable
          caption="Ending"
          dateLabel="Ends"
          rows={ending}
          empty={`No memberships end in the next ${aheadDays} days.`}
        />
      </div>
    </ReportSection>
  );
}
