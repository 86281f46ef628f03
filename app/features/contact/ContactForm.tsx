import { useEffect, useRef } from "react";
import { Form, useActionData, useNavigation, useSearchParams } from "react-router";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";
import { CONTACT_LIMITS, type ContactField, type ContactResult, HONEYPOT_FIELD } from "./contact-result.ts";

/**
 * 'Leave Us Your Info': `classes` are the classes the gym teaches now. A real form post to /contact, so it works before and without
 * JavaScript; with JavaScript it submits without a reload. The server's messages show
 * beside their fields and what was typed stays.
 */
export function ContactForm({ classes }: { classes: { slug: string; title: string }[] }) {
  const result = useActionData() as ContactResult | undefined;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/contact";
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  const errors = result?.status === "invalid" ? result.errors : {};
  const values = result && result.status !== "sent" ? result.values : {};

  useEffect(() => {
    if (result?.status === "sent") {
      formRef.current?.reset();
      statusRef.current?.focus();
    } else if (result?.status === "invalid") {
      const first = (["fullName", "email", "class", "comment"] as const).find((field) => result.errors[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    }
  }, [result]);

  // Join Now on a class or a session links here as /contact?class=yoga: the class is chosen
  // for the visitor. An address with a query is rendered per request (the server keeps only
  // /contact itself), so the server chooses it too, for a visitor without JavaScript.
  const [searchParams] = useSearchParams();
  const requestedClass = classes.find((gymClass) => gymClass.slug === searchParams.get("class"))?.title ?? null;

  const fieldProps = (field: ContactField) => ({
    name: field,
    id: `contact-${field}`,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `contact-${field}-error` : undefined,
    defaultValue: values[field] ?? (field === "class" ? requestedClass : null) ?? "",
  });
  // A new result re-mounts the fields so the kept values show.
  const remount = result ? JSON.stringify(values) : "";

  return (
    <Form
      ref={formRef}
      method="post"
      action="/contact"
      className="space-y-5"
      aria-labelledby="contact-form-title"
      preventScrollReset
    >
      <h2 id="contact-form-title" className="font-display text-3xl uppercase tracking-wide">
        Leave Us Your Info
      </h2>
      {result?.status === "sent" ? (
        <p ref={statusRef} tabIndex={-1} role="status" className="rounded-md border border-accent/60 px-4 py-3">
          Thank you, {result.fullName}! We have your details and will be in touch soon.
        </p>
      ) : null}
      {result?.status === "rate-limited" ? (
        <FormAlert>
          Too many messages from your connection. Please try again in {Math.ceil(result.retryAfter / 60)} minutes.
        </FormAlert>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <label htmlFor="contact-fullName" className="block text-sm font-medium">
            Full name <span aria-hidden="true">*</span>
          </label>
          <input
            key={`fullName-${remount}`}
            {...fieldProps("fullName")}
            required
            maxLength={CONTACT_LIMITS.fullNameMax}
            autoComplete="name"
            className="field"
          />
          <FieldError field="fullName" message={errors.fullName} />
        </div>
        <div className="space-y-2">
          <label htmlFor="contact-email" className="block text-sm font-medium">
            Email address <span aria-hidden="true">*</span>
          </label>
          <input
            key={`email-${remount}`}
            {...fieldProps("email")}
            type="email"
            required
            maxLength={CONTACT_LIMITS.emailMax}
            autoComplete="email"
            className="field"
          />
          <FieldError field="email" message={errors.email} />
        </div>
      </div>
      <div className="space-y-2">
        <label htmlFor="contact-class" className="block text-sm font-medium">
          Class
        </label>
        <select key={`class-${remount}-${requestedClass ?? ""}`} {...fieldProps("class")} className="field">
          <option value="">Select Class</option>
          {classes.map((gymClass) => (
            <option key={gymClass.slug} value={gymClass.title}>
              {gymClass.title}
            </option>
          ))}
        </select>
        <FieldError field="class" message={errors.class} />
      </div>
      <div className="space-y-2">
        <label htmlFor="contact-comment" className="block text-sm font-medium">
          Comment
        </label>
        <textarea
          key={`comment-${remount}`}
          {...fieldProps("comment")}
          rows={5}
          maxLength={CONTACT_LIMITS.commentMax}
          className="field"
        />
        <FieldError field="comment" message={errors.comment} />
      </div>
      <div className="hidden" aria-hidden="true">
        <label htmlFor={`contact-${HONEYPOT_FIELD}`}>Leave this empty</label>
        <input id={`contact-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className="button-primary" disabled={sending} aria-busy={sending}>
        {sending ? "Sending…" : "Send"}
      </button>
    </Form>
  );
}

function FieldError({ field, message }: { field: ContactField; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={`contact-${field}-error`} className="text-sm font-medium text-red-400">
      {message}
    </p>
  );
}
