import { type ReactNode, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "react-router";
import { ErrorScreen, errorTitle } from "#app/components/errors/ErrorScreen.tsx";
import { ANNOUNCEMENT_OFFSET } from "#app/components/layout/AnnouncementBar.tsx";
import { Footer } from "#app/components/layout/Footer.tsx";
import { Header } from "#app/components/layout/Header.tsx";
import { SidePanelContent } from "#app/components/layout/SidePanelContent.tsx";
import { SiteDetailsProvider } from "#app/components/layout/site-details.tsx";
import { site } from "#app/content/site.ts";
import { AccountMenu } from "#app/features/accounts/AccountMenu.tsx";
import { AuthProvider } from "#app/features/accounts/AuthProvider.tsx";
import { renderStaticWithSite, shownSiteDetails } from "#app/features/site/static-with-site.server.tsx";
import { footerClasses } from "#app/features/timetable/public-pages.server.ts";
import { publicOrigin } from "#app/platform/config/env.server.ts";
import { LiveValuesBlock } from "#app/platform/performance/LiveValues.tsx";
import { registerServiceWorkerWhenIdle } from "#app/platform/performance/service-worker.ts";
import { useNonce } from "#app/platform/security/nonce.tsx";
import type { RootData } from "#app/platform/seo/origin.ts";
import { StaticHtml } from "#app/platform/static-html/StaticHtml.tsx";
import { partInDocument } from "#app/platform/static-html/static-html.server.tsx";
import { clock } from "#app/platform/time/clock.ts";
import stylesheet from "#app/styles/app.css?url";
import interFont from "#app/styles/fonts/inter-variable.woff2?url";
import displayFont from "#app/styles/fonts/oswald-600.woff2?url";
import type { Route } from "./+types/root";
import { getServices } from "./services.server.ts";

/**
 * What every page's shell needs: the origin the page names (app/platform/seo/origin.ts, this
 * server's SITE_URL), the gym's details as the database has them (contact, hours, social
 * links, the announcement if it runs now), and the shell's parts that never change once
 * rendered as markup (decision 0170): the footer, with its classes from the schedule, and
 * the about panel. Both are keyed by the details they show, so a saved change renders them anew.
 */
export async function loader() {
  await getServices();
  const classes = footerClasses();
  const details = shownSiteDetails();
  const shell: RootData & { footer: string; sidePanel: string } = {
    origin: publicOrigin(),
    site: details,
    // The footer says the year: a new one renders it anew.
    // Named, not carried: the document has them once (decision 0230).
    footer: partInDocument(
      renderStaticWithSite(
        "footer",
        { classes, year: clock.now().getFullYear() },
        () => <Footer classes={classes} />,
        details,
      ),
    ),
    sidePanel: partInDocument(renderStaticWithSite("side-panel", null, () => <SidePanelContent />, details)),
  };
  return shell;
}

/** Neither changes while the page is open, near enough: no need to ask again after each form post. */
export const shouldRevalidate = () => false;

export const links: Route.LinksFunction = () => [
  // The text and heading fonts are needed for the first paint: fetch them with the stylesheet, not after it.
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: displayFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "alternate", type: "application/rss+xml", title: `${site.brand} blog`, href: "/blog/feed.xml" },
];

/**
 * Pages that bring their own header and no footer (the front desk), named by a route
 * `handle` of `{ ownChrome: true }`. Only once that route's loader has answered: a refusal
 * before it (a member at /staff) is shown in the site's own frame.
 */
function useOwnChrome(): boolean {
  return useMatches().some(
    (match) =>
      (match.handle as { ownChrome?: boolean } | undefined)?.ownChrome === true && match.loaderData !== undefined,
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const shell = useRouteLoaderData<typeof loader>("root");
  const ownChrome = useOwnChrome();
  return (
    <html lang="en" className="bg-ink print:bg-white">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0b0d" />
        <Meta />
        <Links />
      </head>
      <body className="bg-ink font-sans text-paper antialiased print:bg-white print:text-black">
        <a href="#content" className="skip-link">
          Skip to content
        </a>
        <SiteDetailsProvider details={shell?.site}>
          <AuthProvider>
            {ownChrome ? (
              children
            ) : (
              <>
                <Header account={<AccountMenu />} sidePanel={shell ? <StaticHtml html={shell.sidePanel} /> : null} />
                <main
                  id="content"
                  tabIndex={-1}
                  className={`outline-none ${shell?.site.announcement ? ANNOUNCEMENT_OFFSET : ""}`}
                >
                  {children}
                </main>
                {shell ? <StaticHtml html={shell.footer} /> : null}
              </>
            )}
          </AuthProvider>
        </SiteDetailsProvider>
        <LiveValuesBlock />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(registerServiceWorkerWhenIdle, []);
  return <Outlet />;
}

export function meta({ error }: Route.MetaArgs) {
  return error ? [{ title: `${errorTitle(error)} | ${site.brand}` }, { name: "robots", content: "noindex" }] : [];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
