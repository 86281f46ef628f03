import { Form, Link, useNavigation } from "react-router";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import { ExistingAccount } from "#app/features/staff/ExistingAccount.tsx";
import { RegistrationFields } from "#app/features/staff/RegistrationFields.tsx";
import type { RegistrationOutcome } from "#app/features/staff/registration-form.server.ts";
import { SessionSelect } from "#app/features/staff/SessionSelect.tsx";
import type { LeadsPageData, LeadView } from "./leads.server.ts";

/**
 * "Make them a member", on a lead's card: their account from the lead's name and e-mail
 * (an invitation to choose a password is e-mailed), what they buy, a first session of the
 * class they asked about; the lead is marked joined and linked to the member. Once done,
 * the card links to the member instead.
 */
export function ConvertLead({
  lead,
  options,
  answer,
}: {
  lead: LeadView;
  options: LeadsPageData["conversion"];
  answer?: RegistrationOutcome | undefined;
}) {
  const sending = useNavigation().formData?.get("inquiryId") === lead.id;
  if (lead.member) {
    return (
      <div className="mt-4 space-y-3">
        {answer ? <OutcomeMessage outcome={answer} /> : null}
        <p className="text-sm">
          Became a member:{" "}
          {lead.member.memberId ? (
            <Link to={`/staff/members/${lead.member.memberId}`} className="link font-semibold">
              {lead.member.memberName}
            </Link>
          ) : (
            <span className="font-semibold">{lead.member.memberName}</span>
          )}
        </p>
      </div>
    );
  }
  const typed = answer?.tone === "error" ? answer.typed : undefined;
  const firstOfClass = options.sessions
    .flatMap((day) => day.sessions)
    .find((session) => session.classSlug === lead.classSlug)?.id;
  return (
    <details className="mt-5 border-t border-white/10 pt-4" open={answer !== undefined}>
      <summary className="button-outline cursor-pointer list-none">Make them a member…</summary>
      {answer ? (
        <div className="mt-4">
          <OutcomeMessage outcome={answer} />
          {answer.existing ? (
            <ExistingAccount
              intent="convert-lead"
              existing={answer.existing}
              typed={answer.typed}
              extra={{ inquiryId: lead.id }}
            />
          ) : null}
        </div>
      ) : null}
      <Form method="post" className="mt-4 space-y-5">
        <input type="hidden" name="intent" value="convert-lead" />
        <input type="hidden" name="inquiryId" value={lead.id} />
        <RegistrationFields
          idPrefix={`desk-lead-${lead.id}`}
          typed={typed ?? { name: lead.fullName, email: lead.email }}
          products={options.products}
          methods={options.methods}
        />
        <SessionSelect
          id={`lead-session-${lead.id}`}
          label="Book them into"
          days={options.sessions}
          defaultValue={typed?.sessionId ?? firstOfClass ?? ""}
          none="No booking yet"
        />
        <button type="submit" className="button-primary" disabled={sending}>
          Make them a member
        </button>
      </Form>
    </details>
  );
}
