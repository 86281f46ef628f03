import type { ReactNode } from "react";

/** What went wrong with a form, announced as it appears (role="alert"), in the site's one error style. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md border border-red-500 bg-red-600 px-4 py-3 font-medium text-white">
      {children}
    </p>
  );
}
