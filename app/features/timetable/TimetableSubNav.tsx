import { NavLink } from "react-router";

const links = [
  { to: "/staff/timetable", label: "Week", end: true },
  { to: "/staff/timetable/sessions", label: "One-offs and cover", end: false },
  { to: "/staff/timetable/closures", label: "Closures", end: false },
  { to: "/staff/timetable/classes", label: "Classes", end: false },
  { to: "/staff/timetable/trainers", label: "Trainers", end: false },
];

/** The timetable's own pages, under the console's "Timetable": they wrap on a narrow screen, all in sight. */
export function TimetableSubNav() {
  return (
    <nav aria-label="Timetable" className="mb-8">
      <ul className="flex flex-wrap gap-x-5 border-b border-white/10">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className="inline-flex min-h-11 items-center border-b-2 border-transparent whitespace-nowrap text-sm font-medium text-muted transition-colors hover:text-paper aria-[current=page]:border-accent aria-[current=page]:text-paper"
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
