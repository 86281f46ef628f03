import { User } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { isSignedIn, useAuth } from "./AuthProvider.tsx";

/** Most visitors are not signed in: the menu's code loads only for those who are. */
const SignedInMenu = lazy(() => import("./SignedInMenu.tsx"));

/**
 * The header's user icon: a link to /signup when signed out; when signed in, a menu
 * button that shows the e-mail address, a link to /account (and to the front desk, for
 * staff and owners) and a Sign out action (SignedInMenu).
 */
export function AccountMenu() {
  const { currentUser } = useAuth();
  const signUp = (
    <Link to="/signup" className="icon-button" aria-label="Sign up">
      <User aria-hidden="true" className="size-5" />
    </Link>
  );
  if (!isSignedIn(currentUser)) return signUp;
  return (
    <Suspense fallback={<span aria-hidden="true" className="icon-button text-accent" />}>
      <SignedInMenu currentUser={currentUser} />
    </Suspense>
  );
}
