import type { ShouldRevalidateFunctionArgs } from "react-router";
import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { Container } from "#app/components/ui/Container.tsx";
import { site } from "#app/content/site.ts";
import { VerifyEmailNotice } from "#app/features/accounts/VerifyEmailNotice.tsx";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { AccountGroup, AccountNav } from "./AccountNav.tsx";
import { AccountSettings } from "./AccountSettings.tsx";
import { AttendanceNotice } from "./AttendanceNotice.tsx";
import { accountAction, loadAccount } from "./account.server.ts";
import { CalendarFeed } from "./CalendarFeed.tsx";
import { FrontDeskLink } from "./FrontDeskLink.tsx";
import { MailPreferences } from "./MailPreferences.tsx";
import { MembershipAndPayments } from "./MembershipAndPayments.tsx";
import { NextClass } from "./NextClass.tsx";
import { PastSessions } from "./PastSessions.tsx";
import { PushSettings } from "./PushSettings.tsx";
import { SavedClasses } from "./SavedClasses.tsx";
import { UpcomingBookings } from "./UpcomingBookings.tsx";
import { YourDetails } from "./YourDetails.tsx";

export async function loader({ request }: Route.LoaderArgs) {
  return loadAccount(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  return accountAction(request, await getServices());
}

/** Details the desk changed meanwhile (409) are read again, so the form shows what is saved now. */
export function shouldRevalidate({ actionStatus, formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (actionStatus === 409 && formData?.get("intent") === "update-details") || defaultShouldRevalidate;
}

/** A member's own page: never cached, never indexed. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

export const meta = () => [
  { title: `My account | ${site.brand}` },
  {
    name: "description",
    content: `Your ${site.brand} bookings, membership, credits and payments, saved classes and account settings.`,
  },
  { name: "robots", content: "noindex" },
];

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const {
    email,
    emailVerified,
    upcoming,
    past,
    savedClasses,
    calendarFeed,
    mailPreferences,
    suspension,
    termsAccepted,
    pushAvailable,
    details,
    askName,
    frontDeskRole,
    holdings,
    billingPortal,
    checkedOut,
  } = loaderData;
  const detailsForm = (
    <YourDetails
      details={details}
      askName={askName}
      outcome={actionData?.form === "details" ? actionData : undefined}
    />
  );
  const nextClass = upcoming.find((booking) => booking.status === "booked");
  return (
    <>
      <PageBanner title="My Account" eyebrow="Members" />
      <div className="section-space">
        <Container className="space-y-10">
          <p className="text-lg text-muted">
            Signed in as <strong className="break-all font-semibold text-paper">{email}</strong>
          </p>
          {frontDeskRole ? <FrontDeskLink roleLabel={frontDeskRole} /> : null}
          {askName ? detailsForm : null}
          {emailVerified ? null : <VerifyEmailNotice email={email} />}
          <AttendanceNotice suspension={suspension} termsAccepted={termsAccepted} />
          {actionData?.form === "bookings" ? <OutcomeMessage outcome={actionData} /> : null}
          <NextClass booking={nextClass} />
          <AccountNav />
          <div className="space-y-24">
            <AccountGroup id="classes">
              <UpcomingBookings bookings={upcoming} />
              <SavedClasses classes={savedClasses} />
              <PastSessions bookings={past} />
            </AccountGroup>
            <AccountGroup id="membership-and-payments">
              <MembershipAndPayments holdings={holdings} billingPortal={billingPortal} checkedOut={checkedOut} />
            </AccountGroup>
            <AccountGroup id="calendar-and-mail">
              <CalendarFeed links={calendarFeed} outcome={actionData?.form === "calendar" ? actionData : undefined} />
              <MailPreferences
                preferences={mailPreferences}
                outcome={actionData?.form === "mail" ? actionData : undefined}
              />
              {pushAvailable ? <PushSettings /> : null}
            </AccountGroup>
            <AccountGroup id="your-account">
              {askName ? null : detailsForm}
              <AccountSettings
                outcome={actionData?.form === "password" || actionData?.form === "delete" ? actionData : undefined}
              />
            </AccountGroup>
          </div>
        </Container>
      </div>
    </>
  );
}
