import { Link, useLocation } from "react-router";

const pill =
  "inline-flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap rounded-full border border-white/15 px-3 font-display text-sm font-medium uppercase tracking-[0.08em] text-paper transition-colors hover:border-accent hover:text-accent data-active:border-accent data-active:bg-accent data-active:text-ink sm:px-4 sm:tracking-[0.12em]";

/**
 * The console's sections, each also owning the pages it opens (a session belongs to Today, a
 * member to Members); the owner's alone (importing members, exporting the gym's data) are
 * shown to owners.
 */
const sections: { to: string; label: string; owns?: string; ownerOnly?: boolean }[] = [
  { to: "/staff", label: "Today", owns: "/staff/sessions/" },
  { to: "/staff/leads", label: "Leads" },
  { to: "/staff/members", label: "Members", owns: "/staff/members/" },
  { to: "/staff/cash-up", label: "Cash-up" },
  { to: "/staff/timetable", label: "Timetable", owns: "/staff/timetable/" },
  { to: "/staff/blog", label: "Blog", owns: "/staff/blog/" },
  { to: "/staff/site", label: "Site" },
  { to: "/staff/media", label: "Pictures" },
  { to: "/staff/products", label: "Products", owns: "/staff/products/" },
  { to: "/staff/offers", label: "Offers", owns: "/staff/offers/" },
  { to: "/staff/reports", label: "Reports", owns: "/staff/reports/" },
  { to: "/staff/messages", label: "Messages" },
  { to: "/staff/team", label: "Team" },
  { to: "/staff/import", label: "Import", ownerOnly: true },
  { to: "/staff/export", label: "Export", ownerOnly: true },
  { to: "/staff/audit", label: "Audit log" },
];

/**
 * The console's navigation: every section in sight. The pills wrap onto a second line where
 * the row is too narrow (a phone), never running off the edge with no sign that they scroll.
 * The owner's sections (import, export) are shown to owners alone.
 */
export function ConsoleNav({ newLeads, owner }: { newLeads: number; owner: boolean }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Front desk">
      <ul className="flex flex-wrap gap-2">
        {sections
          .filter((section) => owner || !section.ownerOnly)
          .map((section) => {
            const here = pathname === section.to;
            const within = here || (section.owns !== undefined && pathname.startsWith(section.owns));
            return (
              <li key={section.to}>
                <Link
                  to={section.to}
                  className={pill}
                  data-active={within ? "" : undefined}
                  aria-current={here ? "page" : within ? "true" : undefined}
                >
                  {section.label}
                  {section.to === "/staff/leads" && newLeads > 0 ? (
                    <span className="whitespace-nowrap rounded-full bg-paper px-2 py-0.5 font-sans text-xs font-semibold tracking-normal text-ink normal-case">
                      {newLeads} new
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
