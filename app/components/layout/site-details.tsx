import { createContext, type ReactNode, useContext } from "react";
import { type ShellSiteDetails, sampleShellDetails } from "#app/content/site-details.ts";

/**
 * The gym's details for every component of the shell and the pages (footer, side panel,
 * contact page, the front desk on /pricing, the announcement bar): the root loader reads the
 * database's copy (decision 0200) and the document provides it here. Without a provider (a
 * component test) it is the sample of app/content/site.ts.
 */
const SiteDetailsContext = createContext<ShellSiteDetails>(sampleShellDetails);

export function SiteDetailsProvider({
  details,
  children,
}: {
  details: ShellSiteDetails | undefined;
  children: ReactNode;
}) {
  return <SiteDetailsContext value={details ?? sampleShellDetails}>{children}</SiteDetailsContext>;
}

export function useSiteDetails(): ShellSiteDetails {
  return useContext(SiteDetailsContext);
}
