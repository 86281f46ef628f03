import type { ReactNode } from "react";

/**
 * /account's groups of sections, in the order the page shows them: what a member comes for
 * most (their classes) first. A new section joins a group (AccountPage), or a new group is
 * one more entry here.
 */
export const accountGroups = [
  { id: "classes", label: "Classes" },
  { id: "membership-and-payments", label: "Membership" },
  { id: "calendar-and-mail", label: "Calendar & mail" },
  { id: "your-account", label: "Your account" },
] as const;

export type AccountGroupId = (typeof accountGroups)[number]["id"];

/**
 * The in-page navigation: the page is long on a phone, so its groups are one tap away, the
 * links kept in view under the site's header while the page scrolls. They wrap, never
 * scroll sideways out of sight.
 */
export function AccountNav() {
  return (
    <nav
      aria-label="My account"
      className="sticky top-18 z-30 -mx-4 border-b border-white/8 bg-ink/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6"
    >
      <ul className="flex flex-wrap gap-2">
        {accountGroups.map((group) => (
          <li key={group.id}>
            <a
              href={`#${group.id}`}
              className="inline-flex min-h-11 items-center rounded-full border border-white/15 px-4 font-display text-sm font-medium uppercase tracking-[0.12em] text-paper/90 transition-colors hover:border-accent hover:text-accent"
            >
              {group.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One group of /account's sections: where a link of the in-page navigation lands (below the header and the navigation). */
export function AccountGroup({ id, children }: { id: AccountGroupId; children: ReactNode }) {
  return (
    <div id={id} className="scroll-mt-44 space-y-16">
      {children}
    </div>
  );
}
