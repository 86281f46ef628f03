import { Form, useNavigation } from "react-router";

export interface ImportChoices {
  presets: { name: string; label: string; source: string }[];
  fields: { value: string; label: string }[];
  dateOrders: { value: string; label: string }[];
}

const hint = "text-sm text-muted";

/** The export to check: the file, the system it came from (its headings), how its dates are written. */
export function UploadForm({ choices }: { choices: ImportChoices }) {
  const busy = useNavigation().formData?.get("intent") === "check";
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-6">
      <input type="hidden" name="intent" value="check" />
      <div className="space-y-2">
        <label htmlFor="import-file" className="block font-medium">
          Member export (CSV)
        </label>
        <input
          id="import-file"
          name="file"
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          required
          aria-describedby="import-file-hint"
          className="field file:mr-4 file:rounded-full file:border-0 file:bg-accent file:px-4 file:py-2 file:font-display file:text-sm file:font-semibold file:uppercase file:tracking-[0.12em] file:text-ink"
        />
        <p id="import-file-hint" className={hint}>
          UTF-8, UTF-16 or Windows-1252; commas, semicolons or tabs between columns. Up to 20,000 members.
        </p>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <div className="space-y-2">
          <label htmlFor="import-preset" className="block font-medium">
            Exported from
          </label>
          <select id="import-preset" name="preset" defaultValue="" className="field">
            <option value="">A spreadsheet of your own (headings like ours)</option>
            {choices.presets.map((preset) => (
              <option key={preset.name} value={preset.name}>
                {preset.label}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-2">
          <label htmlFor="import-dates" className="block font-medium">
            Dates in the file
          </label>
          <select id="import-dates" name="dateOrder" defaultValue="auto" className="field">
            <option value="auto">Work it out from the file</option>
            {choices.dateOrders.map((order) => (
              <option key={order.value} value={order.value}>
                {order.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <details className="rounded-card border border-white/8 bg-surface p-4 text-sm">
        <summary className="cursor-pointer font-medium">Where each system&apos;s column names come from</summary>
        <p className="mt-3 text-muted">
          None of these systems publishes its export&apos;s headings for certain, so check the columns on the next
          screen before you commit.
        </p>
        <ul className="mt-3 space-y-2">
          {choices.presets.map((preset) => (
            <li key={preset.name}>
              <span className="font-semibold">{preset.label}:</span> <span className="text-muted">{preset.source}</span>
            </li>
          ))}
        </ul>
      </details>
      <p className={hint}>
        Checking writes nothing: you see what would be imported, and every row&apos;s problem, before you commit.
      </p>
      <button type="submit" className="button-primary" disabled={busy}>
        {busy ? "Checking…" : "Check the file"}
      </button>
    </Form>
  );
}
