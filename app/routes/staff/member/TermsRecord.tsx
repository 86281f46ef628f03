/** The member's terms acceptance and, when they answered "yes" to a health question, the flag staff must act on. */
export function TermsRecord({
  acceptedLabel,
  healthFlag,
  yesTo,
  healthHidden,
}: {
  acceptedLabel: string;
  healthFlag: boolean;
  yesTo: string[];
  /** The public demo staff account looks: nobody's health answers are shown to it. */
  healthHidden: boolean;
}) {
  return (
    <section aria-labelledby="terms-record" className="mt-8 space-y-3">
      <h2 id="terms-record" className="font-display text-xl uppercase tracking-wide">
        Terms and health
      </h2>
      <p className="text-muted">{acceptedLabel}</p>
      {healthHidden ? (
        <p className="text-sm text-muted">
          Health answers are not shown to the demo account: they are members' health data, for real staff only.
        </p>
      ) : null}
      {healthFlag ? (
        <div role="note" className="rounded-card border border-accent/60 bg-surface p-4">
          <p className="font-semibold">Health flag: talk to this member before they train.</p>
          <p className="mt-1 text-sm text-muted">They answered yes to:</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {yesTo.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
