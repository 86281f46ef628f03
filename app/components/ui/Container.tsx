import type { ReactNode } from "react";

/** The site's content width (≤ 1200 px) and gutters: the `content-width` rule of app.css. */
export function Container({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`content-width ${className}`}>{children}</div>;
}
