import { Form, Link } from "react-router";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import { count, plural } from "#app/features/reports/labels.ts";
import type { SlippingMember } from "#app/features/reports/members.server.ts";
import { ReportSection } from "#app/features/reports/ReportFrame.tsx";
import type { StaffOutcome } from "#app/features/staff/outcome.server.ts";

type Member = SlippingMember & { lastVisitLabel: string; mailedLabel: string | null };

/** What can be done about one member: the e-mail, or why not. */
function WinBack({ member }: { member: Member }) {
  const who = member.name || member.email;
  if (member.newsOff) return <p className="text-sm text-muted">Gym news off: call instead.</p>;
  if (member.mailedLabel) return <p className="text-sm text-muted">Mailed {member.mailedLabel}</p>;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="send-win-back" />
      <input type="hidden" name="memberId" value={member.id} />
      <button type="submit" className="button-outline" aria-label={`Send “we miss you” to ${who}`}>
        Send “we miss you”
      </button>
    </Form>
  );
}

/** Members whose last visit is a while ago and who have nothing booked, the most recent absences first. */
export function SlippingAway({
  total,
  members,
  afterDays,
  outcome,
}: {
  total: number;
  members: Member[];
  afterDays: number;
  outcome: StaffOutcome | undefined;
}) {
  return (
    <ReportSection
      title="Slipping away"
      note={`Members whose last visit was ${afterDays} or more days ago and who have no class booked, today, whatever the dates above. The e-mail is gym news: members who turned it off are not sent it, and each member gets it once until they come back.`}
    >
      <p className="mb-4 font-medium" aria-live="polite">
        {total === 0
          ? "Nobody is slipping away."
          : total > members.length
            ? `${count(total)} members; the ${count(members.length)} most recent absences:`
            : plural(total, "member", "members")}
      </p>
      {outcome ? (
        <div className="mb-4">
          <OutcomeMessage outcome={outcome} />
        </div>
      ) : null}
      {members.length > 0 ? (
        <ul className="divide-y divide-white/10 rounded-card border border-white/8 bg-surface">
          {members.map((member) => (
            <li key={member.id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 p-4 sm:p-5">
              <div className="min-w-0">
                <Link to={`/staff/members/${member.id}`} className="link font-semibold">
                  {member.name || member.email}
                </Link>
                <p className="text-sm">
                  <a href={`mailto:${member.email}`} className="link break-all text-muted">
                    {member.email}
                  </a>
                </p>
                <p className="text-sm text-muted">
                  Last came {member.lastVisitLabel}
                  {member.lastClass ? ` (${member.lastClass})` : ""}: {plural(member.daysAway, "day", "days")} ago
                </p>
              </div>
              <WinBack member={member} />
            </li>
          ))}
        </ul>
      ) : null}
    </ReportSection>
  );
}
