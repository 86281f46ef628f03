import { renderStaticWithSite } from "#app/features/site/static-with-site.server.tsx";
import { ContactInfo } from "./ContactInfo.tsx";

/** The address, hours, phone, e-mail and social links, as markup (decision 0170): only the form and the map are the browser's. */
export function contactInfoHtml(): string {
  return renderStaticWithSite("contact-info", null, () => <ContactInfo />);
}
