import type { ReactNode } from "react";

/** A front-desk page's one <h1>, with what it is for underneath. */
export function ConsoleHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-8 sm:mb-10">
      <h1 className="font-display text-4xl font-semibold uppercase leading-none tracking-tight text-balance sm:text-6xl">
        {title}
      </h1>
      {children ? <div className="mt-4 max-w-prose text-muted">{children}</div> : null}
    </div>
  );
}
