/** What the recipients will read: the e-mail's heading and body as sanitized on the server, and how many get it. */
export function MessagePreview({
  preview,
}: {
  preview: {
    audienceLabel: string;
    purpose: "marketing" | "service";
    recipients: number;
    subject: string;
    html: string;
  };
}) {
  return (
    <section aria-labelledby="preview-title" className="space-y-4">
      <h2 id="preview-title" className="font-display text-2xl font-semibold uppercase tracking-tight">
        Preview
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-card border border-white/8 bg-surface p-4">
          <dt className="font-display text-xs uppercase tracking-[0.2em] text-muted">Recipients</dt>
          <dd className="mt-1 font-display text-3xl font-semibold">{preview.recipients}</dd>
        </div>
        <div className="rounded-card border border-white/8 bg-surface p-4">
          <dt className="font-display text-xs uppercase tracking-[0.2em] text-muted">Kind</dt>
          <dd className="mt-1 font-display text-xl font-semibold uppercase">
            {preview.purpose === "service" ? "Session notice" : "Gym news"}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-muted">{preview.audienceLabel}</p>
      <article className="rounded-card bg-white p-6 text-ink shadow-card" aria-label="The e-mail">
        <h3 className="mb-4 font-display text-2xl font-semibold uppercase">{preview.subject}</h3>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (message-markdown.server.ts). */}
        <div dangerouslySetInnerHTML={{ __html: preview.html }} />
      </article>
    </section>
  );
}
