import type { ImportView } from "#app/features/imports/import-views.server.ts";
import type { CheckOutcome } from "#app/features/imports/outcome.ts";
import { StatTiles } from "#app/features/staff/StatTiles.tsx";

const dateLabels = { dmy: "DD/MM/YYYY", mdy: "MM/DD/YYYY", ymd: "YYYY-MM-DD" } as const;

/** How the dates were read, in words: the owner checks it and chooses otherwise if it is wrong. */
export function datesSentence(dates: CheckOutcome["dates"]): string {
  const format = dateLabels[dates.order];
  switch (dates.decidedBy) {
    case "chosen":
      return `Dates read as ${format}, as you chose.`;
    case "file":
      return `Dates read as ${format}: the file shows it (${dates.example ?? ""}).`;
    case "preset":
      return `Dates read as ${format}: assumed, as this system writes them. Its dates could be read either way: choose below if that is wrong.`;
    case "locale":
      return `Dates read as ${format}: assumed, as the gym writes dates. Its dates could be read either way: choose below if that is wrong.`;
  }
}

/** The counts of a dry run (what would happen) or of a commit (what happened). */
export function ImportSummary({ current }: { current: ImportView }) {
  const outcome = current.written ?? current.checked;
  const done = current.written !== null;
  return (
    <div className="space-y-4">
      <p role="status" className="font-medium">
        {done
          ? `Imported: ${outcome.created} accounts created, ${outcome.updated} updated, ${outcome.leads} leads added.`
          : `Dry run, nothing written yet: ${outcome.created} accounts to create, ${outcome.updated} to update, ${outcome.leads} leads to add.`}
      </p>
      <StatTiles
        tiles={[
          { label: "Rows", value: outcome.rows },
          { label: done ? "Created" : "To create", value: outcome.created },
          { label: done ? "Updated" : "To update", value: outcome.updated },
          { label: done ? "Leads added" : "Leads to add", value: outcome.leads },
          { label: "Unchanged", value: outcome.unchanged },
          { label: "Skipped", value: outcome.skipped, detail: "no usable or a repeated e-mail" },
        ]}
      />
      <p className="text-muted">{datesSentence(outcome.dates)}</p>
    </div>
  );
}
