import { CalendarPlus, RefreshCw } from "lucide-react";
import { Form } from "react-router";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import type { AccountData, AccountOutcome } from "./account.server.ts";

/**
 * The member's private calendar feed: subscribe once and booked classes appear in their
 * calendar app, cancelled ones leave it. The address is the only key, so it can be reset.
 */
export function CalendarFeed({
  links,
  outcome,
}: {
  links: AccountData["calendarFeed"];
  outcome: AccountOutcome | undefined;
}) {
  return (
    <section aria-labelledby="calendar-title" className="max-w-3xl">
      <h2 id="calendar-title" className="mb-2 font-display text-3xl font-semibold uppercase tracking-tight">
        My calendar
      </h2>
      <p className="text-muted">
        Subscribe once and your booked classes and waitlist places show up in Google Calendar, Apple Calendar or
        Outlook, updated as they change. Cancelled bookings leave it.
      </p>
      {outcome ? (
        <div className="mt-6">
          <OutcomeMessage outcome={outcome} />
        </div>
      ) : null}
      <div className="mt-6 space-y-5 rounded-card border border-white/8 bg-surface p-6 shadow-card">
        <a href={links.webcal} className="button-primary gap-2">
          <CalendarPlus aria-hidden="true" className="size-4" />
          Subscribe in my calendar app
        </a>
        <div className="space-y-2">
          <label htmlFor="calendar-address" className="block text-sm font-medium">
            Calendar address
          </label>
          <input
            id="calendar-address"
            className="field font-mono text-sm"
            readOnly
            value={links.https}
            aria-describedby="calendar-address-hint"
            onFocus={(event) => event.currentTarget.select()}
          />
          <p id="calendar-address-hint" className="text-sm text-muted">
            For Google Calendar: Other calendars → From URL, and paste this address. Keep it to yourself: anyone who has
            it can see your bookings.
          </p>
        </div>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="reset-calendar-link" />
          <button type="submit" className="button-outline">
            <RefreshCw aria-hidden="true" className="size-4" />
            Reset calendar link
          </button>
        </Form>
      </div>
    </section>
  );
}
