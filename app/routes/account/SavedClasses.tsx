import { Link } from "react-router";
import { SaveClassButton } from "#app/features/booking/SaveClassButton.tsx";
import type { AccountData } from "./account.server.ts";

/** The member's saved class types (the users document's savedShows), each with its next sessions. */
export function SavedClasses({ classes }: { classes: AccountData["savedClasses"] }) {
  return (
    <section aria-labelledby="saved-title">
      <h2 id="saved-title" className="mb-2 font-display text-3xl font-semibold uppercase tracking-tight">
        Saved classes
      </h2>
      {classes.length === 0 ? (
        <p className="text-muted">
          Save a class with the star on the{" "}
          <Link to="/schedule" className="link text-paper">
            schedule
          </Link>{" "}
          to find its next sessions here.
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {classes.map((saved) => (
            <li key={saved.slug} className="rounded-card border border-white/8 bg-surface p-6 shadow-card">
              <div className="flex items-start justify-between gap-3">
                <h3 className="font-display text-2xl font-semibold uppercase tracking-tight">{saved.title}</h3>
                <SaveClassButton classSlug={saved.slug} className={saved.title} saved />
              </div>
              {saved.nextSessions.length > 0 ? (
                <ul className="mt-3 space-y-1">
                  {saved.nextSessions.map((session) => (
                    <li key={session.id}>
                      <Link to={`/schedule/${session.weekday}`} className="link inline-flex min-h-11 items-center">
                        {session.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-3 text-muted">No sessions in the next two weeks.</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
