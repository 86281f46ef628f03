import { useNavigate } from "react-router";

/** After a successful sign-in or sign-up: the home page's #home section, scrolled to the top. */
export function useAfterAuthNavigation() {
  const navigate = useNavigate();
  return async () => {
    await navigate("/#home");
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  };
}
