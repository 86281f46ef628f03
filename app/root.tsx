import { type ReactNode, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { ErrorScreen, errorTitle } from "#app/components/errors/ErrorScreen.tsx";
import { Footer } from "#app/components/layout/Footer.tsx";
import { Header } from "#app/components/layout/Header.tsx";
import { site } from "#app/content/site.ts";
import { AccountMenu } from "#app/features/accounts/AccountMenu.tsx";
import { AuthProvider } from "#app/features/accounts/AuthProvider.tsx";
import { publicOrigin } from "#app/platform/config/env.server.ts";
import { registerServiceWorkerWhenIdle } from "#app/platform/performance/service-worker.ts";
import { useNonce } from "#app/platform/security/nonce.tsx";
import type { RootData } from "#app/platform/seo/origin.ts";
import stylesheet from "#app/styles/app.css?url";
import interFont from "#app/styles/fonts/inter-variable.woff2?url";
import displayFont from "#app/styles/fonts/oswald-600.woff2?url";
import type { Route } from "./+types/root";

/** The origin this page names (app/platform/seo/origin.ts): the build's for prerendered pages, this server's for the rest. */
export function loader(): RootData {
  return { origin: publicOrigin() };
}

/** The origin does not change while the page is open: no need to ask again after a form post. */
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

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" className="bg-ink">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0b0d" />
        <Meta />
        <Links />
      </head>
      <body className="bg-ink font-sans text-paper antialiased">
        <a href="#content" className="skip-link">
          Skip to content
        </a>
        <AuthProvider>
          <Header account={<AccountMenu />} />
          <main id="content" tabIndex={-1} className="outline-none">
            {children}
          </main>
          <Footer />
        </AuthProvider>
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
