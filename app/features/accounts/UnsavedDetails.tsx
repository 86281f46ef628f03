import { useId } from "react";
import type { MemberDetails } from "./member-details.ts";

const DETAILS_FIELDS = [
  { name: "name", label: "Name" },
  { name: "phone", label: "Phone" },
  { name: "emergencyContact", label: "Emergency contact" },
] as const;

/**
 * What a refused details form had, where it differs from what is saved now (which the form
 * shows again): someone else changed the details meanwhile, and nothing typed is lost,
 * ready to be re-applied. `note` adds the desk's private note.
 */
export function UnsavedDetails({
  unsaved,
  now,
  note,
}: {
  unsaved: Record<string, string>;
  now: MemberDetails;
  note?: { now: string; label: string };
}) {
  const titleId = useId();
  const fields = [...DETAILS_FIELDS, ...(note ? [{ name: "note", label: note.label }] : [])];
  const saved: Record<string, string | null> = { ...now, ...(note ? { note: note.now } : {}) };
  const differing = fields.filter((field) => (unsaved[field.name] ?? "") !== (saved[field.name] ?? ""));
  if (differing.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="rounded-card border border-white/15 bg-ink/40 px-5 py-4">
      <h3 id={titleId} className="font-medium">
        Your version, not saved
      </h3>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
        {differing.map((field) => (
          <div key={field.name} className="contents">
            <dt className="text-muted">{field.label}</dt>
            <dd className="break-words whitespace-pre-line">{unsaved[field.name] || "(empty)"}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
