import { Form } from "react-router";
import { contactClassOptions } from "~/content/contact-form";

/** 'Leave Us Your Info': a real form post to /contact, so it works before and without JavaScript. */
export function ContactForm() {
  return (
    <Form method="post" action="/contact" className="space-y-5" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="font-display text-3xl uppercase tracking-wide">
        Leave Us Your Info
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <label className="block space-y-2">
          <span className="text-sm font-medium">
            Full name <span aria-hidden="true">*</span>
          </span>
          <input name="fullName" required autoComplete="name" className="field" />
        </label>
        <label className="block space-y-2">
          <span className="text-sm font-medium">
            Email address <span aria-hidden="true">*</span>
          </span>
          <input name="email" type="email" required autoComplete="email" className="field" />
        </label>
      </div>
      <label className="block space-y-2">
        <span className="text-sm font-medium">Class</span>
        <select name="class" defaultValue="" className="field">
          <option value="">Select Class</option>
          {contactClassOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      <label className="block space-y-2">
        <span className="text-sm font-medium">Comment</span>
        <textarea name="comment" rows={5} className="field" />
      </label>
      <button type="submit" className="button-primary">
        Send
      </button>
    </Form>
  );
}
