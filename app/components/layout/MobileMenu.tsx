import { X } from "lucide-react";
import { Link, NavLink } from "react-router";
import { DialogCloseButton, PageDialog } from "#app/components/ui/PageDialog.tsx";
import { mobileNav } from "#app/content/site.ts";

export const MOBILE_MENU_ID = "mobile-menu";

/** The full-screen menu of narrow screens; it opens, closes and navigates before (and without) scripts. */
export function MobileMenu() {
  return (
    <PageDialog
      id={MOBILE_MENU_ID}
      labelledBy="mobile-menu-title"
      className="m-0 h-dvh max-h-none w-full max-w-none bg-ink text-paper backdrop:bg-ink/80 motion-safe:transition-opacity motion-safe:duration-200 motion-safe:starting:open:opacity-0"
    >
      <div className="flex h-full flex-col px-6 py-5">
        <div className="flex items-center justify-between">
          <h2 id="mobile-menu-title" className="font-display text-sm uppercase tracking-[0.3em] text-muted">
            Menu
          </h2>
          <DialogCloseButton dialog={MOBILE_MENU_ID} className="icon-button" aria-label="Close menu">
            <X aria-hidden="true" className="size-6" />
          </DialogCloseButton>
        </div>
        <nav aria-label="Mobile" className="my-auto">
          <ul className="space-y-1">
            {mobileNav.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === "/"}
                  className="block py-2 font-display text-4xl font-semibold uppercase tracking-wide transition-colors hover:text-accent aria-[current=page]:text-accent"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link to="/contact" className="button-primary w-full">
          Join class now
        </Link>
      </div>
    </PageDialog>
  );
}
