import { ClipboardList } from "lucide-react";
import { Link } from "react-router";

/** For staff and owners: the way to the front desk, where the gym's day is run; for coaches, to their sessions. */
export function FrontDeskLink({ roleLabel }: { roleLabel: string }) {
  const coach = roleLabel === "Coach";
  return (
    <nav
      aria-label={coach ? "My sessions" : "Front desk"}
      className="flex flex-wrap items-center justify-between gap-4 rounded-card border border-white/8 bg-surface p-5"
    >
      <p className="text-muted">
        You are <span className="font-semibold text-paper">{roleLabel.toLowerCase()}</span> at the gym:{" "}
        {coach
          ? "the classes you teach, their rosters and check-in are under My sessions."
          : "today's sessions, rosters, walk-ins, leads and members are at the front desk."}
      </p>
      <Link to={coach ? "/coach" : "/staff"} className="button-primary gap-2">
        <ClipboardList aria-hidden="true" className="size-4" />
        {coach ? "My sessions" : "Front desk"}
      </Link>
    </nav>
  );
}
