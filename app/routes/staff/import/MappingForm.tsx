import { Form, useNavigation } from "react-router";
import type { ImportView } from "#app/features/imports/import-views.server.ts";
import type { ImportChoices } from "./UploadForm.tsx";

/**
 * Each column of the file and what it is imported as, with its first values to tell them
 * apart; then the date order. Several columns may feed one field (first and last name).
 */
export function MappingForm({ current, choices }: { current: ImportView; choices: ImportChoices }) {
  const busy = useNavigation().formData?.get("intent") === "recheck";
  return (
    <Form method="post" className="space-y-6" aria-labelledby="mapping-title">
      <h3 id="mapping-title" className="font-display text-2xl font-semibold uppercase tracking-tight">
        Columns
      </h3>
      <input type="hidden" name="intent" value="recheck" />
      <input type="hidden" name="importId" value={current.id} />
      <ul className="divide-y divide-white/10 rounded-card border border-white/8 bg-surface">
        {current.columns.map((column, index) => (
          <li
            key={column.heading}
            className="flex flex-col gap-2 p-4 sm:grid sm:grid-cols-[minmax(0,1fr)_minmax(0,16rem)] sm:items-center sm:gap-4"
          >
            <div className="min-w-0">
              <p className="font-semibold break-words">{column.heading}</p>
              <p className="text-sm break-words text-muted">
                {column.samples.length > 0 ? column.samples.join(" · ") : "(empty)"}
              </p>
            </div>
            <select
              name={`column-${index}`}
              aria-label={`Import the column ${column.heading} as`}
              defaultValue={column.field}
              className="field"
            >
              <option value="">Not imported</option>
              {choices.fields.map((field) => (
                <option key={field.value} value={field.value}>
                  {field.label}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
      <div className="space-y-2 sm:max-w-sm">
        <label htmlFor="recheck-dates" className="block font-medium">
          Dates in the file
        </label>
        <select id="recheck-dates" name="dateOrder" defaultValue={current.settings.dateOrder} className="field">
          <option value="auto">Work it out from the file</option>
          {choices.dateOrders.map((order) => (
            <option key={order.value} value={order.value}>
              {order.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button-outline" disabled={busy}>
        {busy ? "Checking…" : "Check again"}
      </button>
    </Form>
  );
}
