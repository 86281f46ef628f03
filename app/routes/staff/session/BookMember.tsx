import { Form, useNavigation } from "react-router";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import { STAFF_LIMITS } from "#app/features/staff/limits.ts";
import { MemberSearch } from "#app/features/staff/MemberSearch.tsx";
import type { StaffOutcome } from "#app/features/staff/outcome.server.ts";
import { CheckInBox, SaleFields } from "#app/features/staff/RegistrationFields.tsx";
import type { SessionPageData } from "./session.server.ts";
import type { BookOutcome } from "./session-desk.server.ts";

type Desk = SessionPageData["desk"];

/**
 * Book a member into this session: find them by name, e-mail or phone (a plain GET, so the
 * page works without JavaScript), then one button each. When the session is full they go on
 * the waitlist; an owner may instead give a place beyond capacity, with a reason. A member
 * holding nothing that covers the class is offered the sale and the booking in one step.
 */
export function BookMember({ desk, answer }: { desk: Desk; answer?: BookOutcome | StaffOutcome | undefined }) {
  const sending = useNavigation().formData?.get("intent") === "book-member";
  const sellTo = answer && "sellTo" in answer ? answer.sellTo : undefined;
  return (
    <section aria-labelledby="book-member-title" className="rounded-card border border-white/8 bg-surface p-5 sm:p-6">
      <h3 id="book-member-title" className="font-display text-xl font-semibold uppercase tracking-tight">
        Book a member
      </h3>
      <MemberSearch param="member" query={desk.query} searchMax={desk.searchMax} button="Find" className="mt-4" />
      {answer?.subject === "book" ? (
        <div className="mt-4">
          <OutcomeMessage outcome={answer} />
          {sellTo ? (
            <SellAndBook desk={desk} member={desk.matches.find((match) => match.id === sellTo) ?? { id: sellTo }} />
          ) : null}
        </div>
      ) : null}
      {desk.query && desk.matches.length === 0 ? (
        <p className="mt-4 text-muted">Nobody&apos;s name, e-mail or phone matches that.</p>
      ) : null}
      {desk.matches.length > 0 ? (
        <ul className="mt-4 divide-y divide-white/10 border-y border-white/10" aria-label="Members found">
          {desk.matches.map((member) => (
            <li key={member.id} className="py-4">
              <p className="font-semibold">{member.name || member.email}</p>
              <p className="break-all text-sm text-muted">
                {member.email}
                {member.phone ? ` · ${member.phone}` : ""}
              </p>
              <Form method="post" preventScrollReset className="mt-3 space-y-3">
                <input type="hidden" name="intent" value="book-member" />
                <input type="hidden" name="memberId" value={member.id} />
                {desk.checkInOpen ? <CheckInBox id={`check-in-${member.id}`} /> : null}
                {desk.full && desk.owner ? <BeyondCapacity id={member.id} /> : null}
                <button type="submit" className="button-primary" disabled={sending}>
                  {desk.full ? "Book or waitlist" : "Book"} {member.name || member.email}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * The member holds nothing that covers the class: what they buy and how they pay, then the
 * sale and the booking in one post (session-desk.server.ts), as the walk-in form does.
 */
function SellAndBook({ desk, member }: { desk: Desk; member: { id: string; name?: string; email?: string } }) {
  const sending = useNavigation().formData?.get("intent") === "sell-and-book";
  const who = member.name || member.email || "them";
  return (
    <Form
      method="post"
      preventScrollReset
      aria-label={`Sell and book ${who}`}
      className="mt-4 space-y-4 rounded-card border border-accent/40 p-4"
    >
      <input type="hidden" name="intent" value="sell-and-book" />
      <input type="hidden" name="memberId" value={member.id} />
      <p className="font-medium">Sell them a class and book them, in one step:</p>
      <SaleFields
        idPrefix={`sell-${member.id}`}
        products={desk.products}
        chosen={desk.products[0]?.id ?? ""}
        methods={desk.methods}
      />
      {desk.checkInOpen ? <CheckInBox id={`sell-check-in-${member.id}`} /> : null}
      <button type="submit" className="button-primary" disabled={sending}>
        Sell and book {who}
      </button>
    </Form>
  );
}

/** An owner's place beyond a full session: ticked, with the reason the audit log keeps. */
function BeyondCapacity({ id }: { id: string }) {
  return (
    <details className="rounded-md border border-white/15 px-3 py-2">
      <summary className="min-h-11 cursor-pointer content-center text-sm">Owner: give a place beyond capacity…</summary>
      <div className="space-y-3 pb-2">
        <label htmlFor={`beyond-${id}`} className="flex min-h-11 items-center gap-3 text-sm">
          <input id={`beyond-${id}`} type="checkbox" name="beyondCapacity" className="size-5 accent-accent" />
          One place more than the session has, for them
        </label>
        <label htmlFor={`reason-${id}`} className="block text-sm font-medium">
          Why (kept in the audit log)
        </label>
        <input
          id={`reason-${id}`}
          name="reason"
          type="text"
          minLength={STAFF_LIMITS.reasonMin}
          maxLength={STAFF_LIMITS.reasonMax}
          className="field"
        />
      </div>
    </details>
  );
}
