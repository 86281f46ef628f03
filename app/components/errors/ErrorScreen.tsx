import { isRouteErrorResponse, Link } from "react-router";

/** What a visitor sees for any error, as the seed words it: 'Unhandled Thrown Error!' and the status or message. */
export function ErrorScreen({ error }: { error: unknown }) {
  const detail = errorDetail(error);
  return (
    <section className="content-width flex min-h-[70vh] flex-col justify-center pt-32 pb-24">
      <p className="section-label mb-4">Something went wrong</p>
      <h1 className="font-display text-5xl font-semibold uppercase tracking-tight sm:text-7xl">
        Unhandled Thrown Error!
      </h1>
      <p className="mt-6 font-display text-2xl uppercase tracking-wide text-accent">{detail}</p>
      <p className="mt-4 max-w-prose text-muted">{explanation(error)}</p>
      <Link to="/" className="button-primary mt-10 self-start">
        Back to home
      </Link>
    </section>
  );
}

function errorDetail(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText || statusText(error.status)}`.trim();
  if (error instanceof Error) return error.message;
  return "Unknown error";
}

/** What the visitor can do about it: a refusal says why, anything else suggests the way back. */
function explanation(error: unknown): string {
  if (isRouteErrorResponse(error) && error.status === 403) {
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
