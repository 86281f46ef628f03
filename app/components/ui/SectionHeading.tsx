import type { ReactNode } from "react";

interface SectionHeadingProps {
  /** The small uppercase accent label above the heading. */
  label: string;
  title: ReactNode;
  id?: string;
  children?: ReactNode;
  align?: "start" | "center";
}

/** The section pattern used everywhere: an accent label, a big condensed heading, an optional intro. */
export function SectionHeading({ label, title, id, children, align = "start" }: SectionHeadingProps) {
  const centered = align === "center";
  return (
    <div className={`mb-10 max-w-2xl sm:mb-14 ${centered ? "mx-auto text-center" : ""}`}>
      <p className="section-label mb-3">{label}</p>
      <h2
        id={id}
        className="font-display text-4xl font-semibold uppercase leading-[1.05] tracking-tight text-balance sm:text-5xl"
      >
        {title}
      </h2>
      {children ? <div className="mt-5 text-lg text-muted">{children}</div> : null}
    </div>
  );
}
