import { isRouteErrorResponse, Link } from "react-router";

/**
 * What a visitor sees for any error: a heading of its own for each status (an unknown
 * address keeps the words 'Unhandled Thrown Error!'), the status, and what to do about it.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <section className="content-width flex min-h-[70vh] flex-col justify-center pt-32 pb-24">
      <p className="section-label mb-4">Something went wrong</p>
      <h1 className="font-display text-5xl font-semibold uppercase tracking-tight sm:text-7xl">{errorTitle(error)}</h1>
      <p className="mt-6 font-display text-2xl uppercase tracking-wide text-accent">{errorDetail(error)}</p>
      <p className="mt-4 max-w-prose text-muted">{explanation(error)}</p>
      <Link to="/" className="button-primary mt-10 self-start">
        Back to home
      </Link>
    </section>
  );
}

const TITLES: Record<number, string> = {
  400: "That request was not understood",
  401: "Please sign in",
  403: "Not for this account",
  404: "Unhandled Thrown Error!",
  405: "Not done that way",
  410: "This page is gone",
  413: "That was too much to send",
  429: "Too many tries",
};

/** The heading, and the page's title: one per status, so a tab or a history entry says what happened. */
export function errorTitle(error: unknown): string {
  if (isRouteErrorResponse(error)) return TITLES[error.status] ?? "Something broke on our side";
  return "Something broke on our side";
}

function errorDetail(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText || statusText(error.status)}`.trim();
  if (error instanceof Error) return error.message;
  return "Unknown error";
}

/** Refusals the app words itself (a sentence, not a status) are shown as they are. */
const GENERIC_REFUSALS = new Set(["Staff only", "Owners only", "Forbidden"]);

/** What the visitor can do about it: a refusal says why, anything else suggests the way back. */
function explanation(error: unknown): string {
  if (isRouteErrorResponse(error) && error.status === 403) {
    if (typeof error.data === "string" && error.data.length > 0 && !GENERIC_REFUSALS.has(error.data)) return error.data;
    if (error.data === "Owners only") return "Only the gym's owners may do this.";
    return "This page is for the gym's staff. If you work here, ask an owner to give your account staff access.";
  }
  return "The page you asked for could not be shown. Check the address, or start again from the home page.";
}

function statusText(status: number): string {
  if (status === 403) return "Forbidden";
  if (status === 404) return "Not Found";
  if (status === 400) return "Bad Request";
  return "";
}
