import { Link, useLocation } from "react-router";

const pill =
  "inline-flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap rounded-full border border-white/15 px-4 font-display text-sm font-medium uppercase tracking-[0.12em] text-paper transition-colors hover:border-accent hover:text-accent data-active:border-accent data-active:bg-accent data-active:text-ink";

/** The console's sections, each also owning the pages it opens (a session belongs to Today, a member to Members). */
const sections = [
  { to: "/staff", label: "Today", owns: "/staff/sessions/" },
  { to: "/staff/leads", label: "Leads" },
  { to: "/staff/members", label: "Members", owns: "/staff/members/" },
  { to: "/staff/cash-up", label: "Cash-up" },
  { to: "/staff/timetable", label: "Timetable", owns: "/staff/timetable/" },
  { to: "/staff/blog", label: "Blog", owns: "/staff/blog/" },
  { to: "/staff/products", label: "Products", owns: "/staff/products/" },
  { to: "/staff/offers", label: "Offers", owns: "/staff/offers/" },
  { to: "/staff/reports", label: "Reports", owns: "/staff/reports/" },
  { to: "/staff/messages", label: "Messages" },
  { to: "/staff/team", label: "Team" },
  { to: "/staff/audit", label: "Audit log" },
];

/** The console's navigation; on a phone the row scrolls sideways rather than wrapping into a wall of buttons. */
export function ConsoleNav({ newLeads }: { newLeads: number }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Front desk" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1">
        {sections.map((section) => {
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
