import type { ShouldRevalidateFunctionArgs } from "react-router";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { StatTiles } from "#app/features/staff/StatTiles.tsx";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { BookingHistory } from "./BookingHistory.tsx";
import { DeskSales } from "./DeskSales.tsx";
import { MemberDesk } from "./MemberDesk.tsx";
import { loadMember, memberAction } from "./member.server.ts";
import { StrikesRecord } from "./StrikesRecord.tsx";
import { TermsRecord } from "./TermsRecord.tsx";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadMember(request, params.memberId, await getServices());
}

export async function action({ request, params, url }: Route.ActionArgs) {
  return memberAction(request, url, params.memberId, await getServices());
}

/** Details someone changed meanwhile (409) are read again, so the form shows what is saved now. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const headers = staffPageHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) => staffPageMeta(loaderData?.name || "Member");

export default function StaffMember({ loaderData, actionData }: Route.ComponentProps) {
  const { name, email, roleLabel, joinedLabel, counts, bookings, upcomingFrom, terms, strikes } = loaderData;
  const tiles = [
    { label: "Upcoming", value: counts.upcoming },
    { label: "Attended", value: counts.attended },
    { label: "No-shows", value: counts.noShows },
    {
      label: "Late cancellations",
      value: counts.lateCancellations,
      detail: `${counts.lateCancellationsThisMonth} this month`,
    },
  ];
  // Soonest first; the record lists the latest first, as the past sessions are read.
  const upcoming = bookings.filter((line) => line.startsAt > upcomingFrom).reverse();
  const past = bookings.filter((line) => line.startsAt <= upcomingFrom);
  return (
    <>
      <ConsoleHeading title={name || email}>
        <p>
          <a href={`mailto:${email}`} className="link break-all">
            {email}
          </a>{" "}
          · {roleLabel} · joined {joinedLabel}
        </p>
      </ConsoleHeading>
      <StatTiles tiles={tiles} />
      <MemberDesk desk={loaderData.desk} answer={actionData} />
      <TermsRecord {...terms} />
      <StrikesRecord {...strikes} outcome={actionData?.subject === "strikes" ? actionData : undefined} />
      <DeskSales desk={loaderData.sales} outcome={actionData?.subject === "sales" ? actionData : undefined} />
      <section aria-labelledby="upcoming-bookings" className="mt-12">
        <h2 id="upcoming-bookings" className="mb-4 font-display text-3xl font-semibold uppercase tracking-tight">
          Coming up
        </h2>
        <BookingHistory bookings={upcoming} />
      </section>
      <section aria-labelledby="past-bookings" className="mt-12">
        <h2 id="past-bookings" className="mb-4 font-display text-3xl font-semibold uppercase tracking-tight">
          Past sessions
        </h2>
        <BookingHistory bookings={past} />
      </section>
    </>
  );
}
