import { CalendarCheck, ClipboardList, LogOut, User } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { CurrentUser } from "./AuthProvider.tsx";
import { useAuth } from "./AuthProvider.tsx";

/**
 * The signed-in member's menu (AccountMenu loads it once the session says someone is signed
 * in): a button that shows the e-mail address, a link to /account (and to the front desk,
 * for staff and owners) and a Sign out action.
 */
export default function SignedInMenu({ currentUser }: { currentUser: CurrentUser }) {
  const { logOut } = useAuth();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  async function signOut() {
    setSigningOut(true);
    try {
      await logOut();
      setOpen(false);
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className="icon-button text-accent"
        aria-label="Account"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <User aria-hidden="true" className="size-5" />
      </button>
      {open ? (
        <div
          id={panelId}
          className="fixed inset-x-4 top-18 rounded-lg sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-72 border border-white/10 bg-surface p-4 shadow-[0_12px_32px_rgb(0_0_0/0.6)]"
        >
          <p className="text-xs uppercase tracking-[0.2em] text-muted">Signed in as</p>
          <p className="mt-1 break-all font-medium" data-testid="account-email">
            {currentUser.email}
          </p>
          <Link to="/account" onClick={() => setOpen(false)} className="button-outline mt-4 w-full gap-2">
            <CalendarCheck aria-hidden="true" className="size-4" />
            My account
          </Link>
          {currentUser.frontDesk ? (
            <Link
              to={currentUser.frontDesk === "coach" ? "/coach" : "/staff"}
              onClick={() => setOpen(false)}
              className="button-outline mt-3 w-full gap-2"
            >
              <ClipboardList aria-hidden="true" className="size-4" />
              {currentUser.frontDesk === "coach" ? "My sessions" : "Front desk"}
            </Link>
          ) : null}
          <button
            type="button"
            className="button-primary mt-4 w-full gap-2"
            onClick={signOut}
            disabled={signingOut}
            aria-busy={signingOut}
          >
            <LogOut aria-hidden="true" className="size-4" />
            {signingOut ? "Signing out…" : "Sign out"}
          </button>
        </div>
      ) : null}
    </div>
  );
}
