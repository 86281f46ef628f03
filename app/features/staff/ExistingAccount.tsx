import { Form } from "react-router";

/**
 * The e-mail the desk typed already has an account: the answer names it and offers to
 * serve the person with it, posting the same form again (what they buy, where they are
 * booked) for that account. No second account, no invitation.
 */
export function ExistingAccount({
  intent,
  existing,
  typed,
  extra = {},
}: {
  intent: string;
  existing: { id: string; name: string; email: string };
  typed: Record<string, string> | undefined;
  /** Fields the form carries besides the typed ones (a lead's id). */
  extra?: Record<string, string>;
}) {
  const fields = { ...typed, ...extra };
  return (
    <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="existingMemberId" value={existing.id} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button-primary">
        Use {existing.name || existing.email}&apos;s account
      </button>
    </Form>
  );
}
