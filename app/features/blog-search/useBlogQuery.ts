import { useSearchParams } from "react-router";

/** The blog search query from the address bar (?q=), trimmed. */
export function useBlogQuery(): string {
  const [params] = useSearchParams();
  return (params.get("q") ?? "").trim();
}
