import type { ReactNode } from "react";
import { Link } from "react-router";
import { buyPaths } from "#app/features/booking/buy-paths.ts";
import type { HoldingsView } from "./holdings-view.server.ts";

/**
 * A member's membership and class credits: for the member in /account (with a way to buy
 * more or manage the card), for staff on the member's record (with the desk's forms as
 * `children`).
 */
export function HoldingsSummary({
  holdings,
  who,
  membershipActions,
  children,
}: {
  holdings: Omit<HoldingsView, "payments">;
  who: "member" | "staff";
  /** Beside the membership: the billing portal for the member, pause and end for staff. */
  membershipActions?: ReactNode;
  children?: ReactNode;
}) {
  const { membership, credits } = holdings;
  const nothing = !membership && credits.length === 0;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {membership ? (
        <article
          aria-labelledby="membership-name"
          className={`flex flex-col gap-3 rounded-card border bg-surface p-6 shadow-card ${membership.warning ? "border-accent/70" : "border-white/8"}`}
        >
          <p className="section-label">Membership · {membership.statusLabel}</p>
          <h3 id="membership-name" className="font-display text-2xl font-semibold uppercase tracking-tight">
            {membership.product}
          </h3>
          <p>
            {membership.period}
            <span className="block text-muted">{membership.weekly}</span>
            {membership.online ? <span className="block text-sm text-muted">Paid by card online</span> : null}
          </p>
          {membership.warning ? (
            <p role="note" className="font-semibold">
              {membership.warning}
            </p>
          ) : null}
          {membershipActions ? <div className="mt-auto flex flex-wrap gap-3">{membershipActions}</div> : null}
        </article>
      ) : null}
      {credits.length > 0 ? (
        <article
          aria-labelledby="credits-title"
          className="flex flex-col gap-3 rounded-card border border-white/8 bg-surface p-6 shadow-card"
        >
          <p className="section-label">Class credits</p>
          <h3 id="credits-title" className="font-display text-2xl font-semibold uppercase tracking-tight">
            {holdings.creditsLeft} {holdings.creditsLeft === 1 ? "credit" : "credits"} left
          </h3>
          <ul className="space-y-2">
            {credits.map((credit) => (
              <li key={credit.id}>
                <span className="font-semibold">{credit.product}</span>
                <span className="block text-sm text-muted">
                  {credit.left} · {credit.expires}
                </span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted">A booking uses the credits that expire first.</p>
        </article>
      ) : null}
      {nothing ? (
        <p className="text-muted md:col-span-2">
          {who === "member" ? (
            holdings.required ? (
              <>
                No membership or class credits yet: booking a class needs one.{" "}
                <Link to={buyPaths.classPasses} className="link text-paper">
                  Buy a class
                </Link>{" "}
                or{" "}
                <Link to={buyPaths.plans} className="link text-paper">
                  see the plans
                </Link>
                .
              </>
            ) : (
              "No membership or class credits: booking is free at this gym."
            )
          ) : (
            "No membership or class credits."
          )}
        </p>
      ) : null}
      {children}
    </div>
  );
}
