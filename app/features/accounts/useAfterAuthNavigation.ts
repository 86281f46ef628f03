import { useNavigate, useSearchParams } from "react-router";
import { safeReturnPath } from "./return-path.ts";

/**
 * After a successful sign-in or sign-up: the page the visitor came from when a link said
 * so (`?next=/schedule/friday`, same site only), else the home page's #home section;
 * scrolled to the top.
 */
export function useAfterAuthNavigation() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeReturnPath(searchParams.get("next"));
  return async () => {
    await navigate(next ?? "/#home");
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  };
}
