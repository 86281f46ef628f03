import type { ImportView } from "#app/features/imports/import-views.server.ts";

const fieldNames: Record<string, string> = {
  email: "E-mail",
  name: "Name",
  phone: "Phone",
  emergencyContact: "Emergency contact",
  note: "Note",
  product: "Product",
  membershipStarted: "Membership started",
  membershipRenews: "Membership renews",
  credits: "Credits",
  creditsExpire: "Credits expire",
  termsAcceptedAt: "Terms accepted",
};

/** Every row's problem, in the file's order, each saying what was done about it. */
export function ProblemList({ current }: { current: ImportView }) {
  const total = current.problems.length + current.moreProblems;
  return (
    <section aria-labelledby="problems-title" className="space-y-4">
      <h3 id="problems-title" className="font-display text-2xl font-semibold uppercase tracking-tight">
        Problems ({total})
      </h3>
      {total === 0 ? (
        <p className="text-muted">None: every row can be imported as it is.</p>
      ) : (
        <ul className="divide-y divide-white/10 rounded-card border border-white/8 bg-surface">
          {current.problems.map((problem) => (
            <li
              key={`${problem.row}-${problem.field}-${problem.code}`}
              className="grid gap-1 p-4 sm:grid-cols-[6rem_12rem_minmax(0,1fr)] sm:gap-4"
            >
              <span className="font-display font-semibold uppercase tracking-wide">Row {problem.row}</span>
              <span className="text-muted">{fieldNames[problem.field] ?? problem.field}</span>
              <span className="break-words">{problem.message}</span>
            </li>
          ))}
        </ul>
      )}
      {current.moreProblems > 0 ? (
        <p className="text-muted">
          And {current.moreProblems} more: fix the file and upload it again, or read them all from the command line (npm
          run import).
        </p>
      ) : null}
    </section>
  );
}
