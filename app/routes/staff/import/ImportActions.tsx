import { Form, useNavigation } from "react-router";
import type { ImportView } from "#app/features/imports/import-views.server.ts";

/** Commit a dry run; once committed, send the new accounts their invitations (only when the owner says). */
export function ImportActions({ current }: { current: ImportView }) {
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.formData?.get("intent") === intent;
  if (current.status === "checked" || current.status === "failed") {
    const { created, updated, leads } = current.checked;
    return (
      <Form method="post" className="space-y-3 rounded-card border border-accent/40 bg-accent/10 p-5">
        <input type="hidden" name="intent" value="commit" />
        <input type="hidden" name="importId" value={current.id} />
        <p>
          {created + updated + leads === 0
            ? "Committing changes nothing: everyone in the file is here already as it says."
            : `Committing creates ${created} accounts (without passwords), updates ${updated} and adds ${leads} leads. Rows with problems are imported without what the problem names.`}
        </p>
        <button type="submit" className="button-primary" disabled={busy("commit")}>
          {busy("commit") ? "Importing…" : "Commit the import"}
        </button>
      </Form>
    );
  }
  if (current.status !== "committed") {
    return <p className="text-muted">This import&apos;s file is no longer kept: upload it again to import it.</p>;
  }
  return (
    <Form method="post" className="space-y-3 rounded-card border border-white/8 bg-surface p-5">
      <input type="hidden" name="intent" value="invite" />
      <input type="hidden" name="importId" value={current.id} />
      <h3 className="font-display text-2xl font-semibold uppercase tracking-tight">Invitations</h3>
      <p>
        {current.waiting > 0
          ? `${current.waiting} new accounts have no password yet. Send each an e-mail to choose one when you are ready: they go out a few a second, through the outbox.`
          : current.invited > 0
            ? `${current.invited} invitations sent. Nobody from this import is waiting for one.`
            : "No account of this import is waiting for an invitation."}
      </p>
      {current.waiting > 0 ? (
        <button type="submit" className="button-primary" disabled={busy("invite")}>
          {busy("invite") ? "Sending…" : `Send ${current.waiting} invitations`}
        </button>
      ) : null}
    </Form>
  );
}
