import { PageBanner } from "~/components/layout/PageBanner";
import { ContactForm } from "~/features/contact/ContactForm";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/contact";
import { contactAction } from "./contact.server";

export function action({ request }: Route.ActionArgs) {
  return contactAction(request);
}

/** Passes the action's Retry-After (rate limit) on to the page response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta = () =>
  pageMeta({
    title: "Contact",
    description: "Visit, call or write to us, or leave your details and we will call you back.",
    path: "/contact",
  });

export default function ContactPage() {
  return (
    <>
      <PageBanner title="Contact Us" />
      <div className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6">
        <ContactForm />
      </div>
    </>
  );
}
