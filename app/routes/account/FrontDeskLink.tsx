import { ClipboardList } from "lucide-react";
import { Link } from "react-router";

/** For staff and owners: the way to the front desk, where the gym's day is run. */
export function FrontDeskLink({ roleLabel }: { roleLabel: string }) {
  return (
    <nav
      aria-label="Front desk"
      className="flex flex-wrap items-center justify-between gap-4 rounded-card border border-white/8 bg-surface p-5"
    >
      <p className="text-muted">
        You are <span className="font-semibold text-paper">{roleLabel.toLowerCase()}</span> at the gym: today&apos;s
        sessions, rosters, walk-ins, leads and members are at the front desk.
      </p>
      <Link to="/staff" className="button-primary gap-2">
        <ClipboardList aria-hidden="true" className="size-4" />
        Front desk
      </Link>
    </nav>
  );
}
