import { ChartBar, Menu } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Logo } from "#app/components/ui/Logo.tsx";
import { primaryNav } from "#app/content/site.ts";
import { MobileMenu } from "./MobileMenu.tsx";
import { SidePanel } from "./SidePanel.tsx";
import { useScrolledPast } from "./useScrolledPast.ts";

type OpenOverlay = "none" | "mobile-menu" | "side-panel";

/** The fixed site header. `account` is the signed-in/out control, supplied by the shell (it belongs to the accounts feature). */
export function Header({ account }: { account: ReactNode }) {
  const scrolled = useScrolledPast(10);
  const [overlay, setOverlay] = useState<OpenOverlay>("none");
  const close = () => setOverlay("none");
  const { pathname } = useLocation();

  // Navigating by any means (links, back button) closes whatever is open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect reacts to the path changing.
  useEffect(() => setOverlay("none"), [pathname]);

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200 ${
        scrolled ? "bg-black shadow-[0_8px_24px_rgb(0_0_0/0.55)]" : "bg-transparent"
      }`}
    >
      <div className="mx-auto flex h-18 max-w-[1200px] items-center gap-6 px-4 sm:px-6">
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
          <button
            type="button"
            className="icon-button hidden xl:grid"
            aria-label="Open about panel"
            aria-haspopup="dialog"
            aria-expanded={overlay === "side-panel"}
            onClick={() => setOverlay("side-panel")}
          >
            <ChartBar aria-hidden="true" className="size-5" />
          </button>
          <Link to="/contact" className="button-primary ml-2 hidden sm:inline-flex">
            Join class now
          </Link>
          <button
            type="button"
            className="icon-button xl:hidden"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={overlay === "mobile-menu"}
            onClick={() => setOverlay("mobile-menu")}
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        </div>
      </div>
      <MobileMenu open={overlay === "mobile-menu"} onClose={close} />
      <SidePanel open={overlay === "side-panel"} onClose={close} />
    </header>
  );
}
