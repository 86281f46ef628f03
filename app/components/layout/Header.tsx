import { ChartBar, Menu } from "lucide-react";
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { Logo } from "#app/components/ui/Logo.tsx";
import { DialogOpenButton } from "#app/components/ui/PageDialog.tsx";
import { primaryNav } from "#app/content/site.ts";
import { AnnouncementBar } from "./AnnouncementBar.tsx";
import { MOBILE_MENU_ID, MobileMenu } from "./MobileMenu.tsx";
import { SIDE_PANEL_ID, SidePanel } from "./SidePanel.tsx";
import { useScrolledPast } from "./useScrolledPast.ts";

/**
 * The fixed site header. `account` is the signed-in/out control, supplied by the shell (it
 * belongs to the accounts feature); `sidePanel` is what the about panel holds (SidePanelContent,
 * rendered by the server alone).
 */
export function Header({ account, sidePanel }: { account: ReactNode; sidePanel: ReactNode }) {
  const scrolled = useScrolledPast(10);

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200 ${
        scrolled ? "bg-black shadow-[0_8px_24px_rgb(0_0_0/0.55)]" : "bg-transparent"
      }`}
    >
      <AnnouncementBar />
      <div className="content-width flex h-18 items-center gap-6">
        <Logo />
        <nav aria-label="Main" className="ml-auto hidden xl:block">
          <ul className="flex items-center gap-1">
            {primaryNav.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === "/"}
                  className="relative inline-flex min-h-11 items-center px-3 font-display text-sm font-medium uppercase tracking-[0.12em] text-paper/85 transition-colors hover:text-accent aria-[current=page]:text-accent"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 xl:ml-2">
          {account}
          <DialogOpenButton dialog={SIDE_PANEL_ID} className="icon-button hidden xl:grid" aria-label="Open about panel">
            <ChartBar aria-hidden="true" className="size-5" />
          </DialogOpenButton>
          <Link to="/contact" className="button-primary ml-2 hidden sm:inline-flex">
            Join class now
          </Link>
          <DialogOpenButton dialog={MOBILE_MENU_ID} className="icon-button xl:hidden" aria-label="Open menu">
            <Menu aria-hidden="true" className="size-6" />
          </DialogOpenButton>
        </div>
      </div>
      <MobileMenu />
      <SidePanel content={sidePanel} />
    </header>
  );
}
