import type { ReactNode } from "react";
import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import { AuditTrail } from "#app/features/staff/AuditTrail.tsx";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { BookMember } from "./BookMember.tsx";
import { PrintButton } from "./PrintButton.tsx";
import { PeopleList, Roster } from "./Roster.tsx";
import { SessionChanges } from "./SessionChanges.tsx";
import { SessionStatus } from "./SessionStatus.tsx";
import { loadSession, sessionAction } from "./session.server.ts";
import { WalkIn } from "./WalkIn.tsx";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadSession(request, params.sessionId, await getServices());
}

export async function action({ request, params }: Route.ActionArgs) {
  return sessionAction(request, params.sessionId, await getServices());
}

/** A refused change (409: someone booked meanwhile, the session was cancelled) reads the session again. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const headers = staffPageHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  staffPageMeta(loaderData ? `${loaderData.className}, ${loaderData.dateLabel}` : "Session");

/** A part of the page; only the roster and the waitlist are `printed` (the coach's clipboard). */
function Section({
  id,
  title,
  printed = false,
  children,
}: {
  id: string;
  title: string;
  printed?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={printed ? "mt-12 print:mt-6" : "mt-12 print:hidden"}>
      <h2 id={id} className="mb-4 font-display text-3xl font-semibold uppercase tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function StaffSession({ loaderData, actionData }: Route.ComponentProps) {
  const { className, trainer, dateLabel, time, roster, checkInOpensLabel, changeable, capacityMax, history, desk } =
    loaderData;
  const { summary } = roster;
  const cancelled = roster.cancelledAt !== null;
  return (
    <>
      <ConsoleHeading title={className}>
        <p>
          {dateLabel}, {time} · with {trainer}
        </p>
        {cancelled ? null : (
          <div className="mt-4">
            <PrintButton />
          </div>
        )}
      </ConsoleHeading>
      <div className="print:hidden">
        <SessionStatus summary={summary} />
      </div>
      {actionData?.subject === "cancel" && actionData.tone === "success" ? (
        <div className="mt-6 print:hidden">
          <OutcomeMessage outcome={actionData} />
        </div>
      ) : null}

      {cancelled ? (
        <Section id="lost-places" title="Who lost a place" printed>
          <p className="mb-4 max-w-prose text-muted">
            Each of them was e-mailed that the session is cancelled, with the reason.
          </p>
          <PeopleList entries={roster.cancelledPlaces} empty="Nobody was booked or waiting." />
        </Section>
      ) : (
        <>
          <Section id="check-in" title="Roster and check-in" printed>
            <p className="mb-4 max-w-prose text-muted print:hidden">
              {roster.checkInOpen
                ? "Mark each member as they arrive. Places nobody marked count as no-shows once the class has ended."
                : `Check-in opens at ${checkInOpensLabel}.`}
            </p>
            <Roster entries={roster.booked} checkInOpen={roster.checkInOpen} answer={actionData} />
          </Section>
          <Section id="waitlist" title="Waitlist" printed>
            <PeopleList entries={roster.waitlist} empty="Nobody is waiting." numbered />
          </Section>
        </>
      )}

      {desk.open ? (
        <Section id="book-in" title="Book someone in">
          <div className="grid gap-6 xl:grid-cols-[2fr_3fr] xl:items-start">
            <BookMember desk={desk} answer={actionData} />
            <WalkIn desk={desk} answer={actionData} />
          </div>
        </Section>
      ) : null}

      {changeable ? (
        <Section id="changes" title="Change this session">
          <SessionChanges
            capacity={summary.capacity}
            booked={summary.booked}
            capacityMax={capacityMax}
            answer={actionData}
          />
          <p className="mt-6">
            <Link to={`/staff/timetable/sessions?session=${loaderData.id}`} className="link">
              Give this session cover (another trainer)
            </Link>
          </p>
        </Section>
      ) : null}

      <Section id="history" title="History">
        {history.length > 0 ? (
          <AuditTrail entries={history} />
        ) : (
          <p className="text-muted">No staff changes or check-ins yet.</p>
        )}
      </Section>
    </>
  );
}
