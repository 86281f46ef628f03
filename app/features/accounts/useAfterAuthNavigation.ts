import { useNavigate, useSearchParams } from "react-router";
import { AFTER_SIGN_IN, safeReturnPath } from "./return-path.ts";

/**
 * After a successful sign-in or sign-up: the page the visitor came from when a link said
 * so (`?next=/schedule/friday`, same site only), else `fallback` (the home page's #home
 * section after a sign-in, /welcome after a sign-up); scrolled to the top.
 */
export function useAfterAuthNavigation(fallback: string = AFTER_SIGN_IN) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeReturnPath(searchParams.get("next"));
  return async () => {
    await navigate(next ?? fallback);
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  };
}
