import { data } from "react-router";
import { z } from "zod";
import { formatMoney } from "#app/content/products.ts";
import { accountByEmail } from "#app/features/accounts/invitations.server.ts";
import { AUTH_LIMITS } from "#app/features/accounts/limits.ts";
import { detailsFromForm } from "#app/features/accounts/member-details.ts";
import { currentProducts, freshProducts } from "#app/features/products/current-products.server.ts";
import { deskBookingMessage } from "./desk-bookings.server.ts";
import { StaffRefused } from "./errors.ts";
import { field, outcomeOf, type StaffOutcome } from "./outcome.server.ts";
import { type DeskServices, type Registered, registerAtDesk } from "./registrations.server.ts";
import type { StaffMember } from "./roles.server.ts";

/**
 * The walk-in form (a session's page) and the lead's "make them a member" form (the leads
 * page) post the same fields; this reads them, tells the desk when the e-mail already has
 * an account (with that account, to confirm), and registers (registrations.server.ts).
 */

/** The order the desk offers them in: what a first visit usually buys first. */
const FIRST_VISIT_ORDER = ["drop-in", "intro", "pack"] as const;

/** What the desk sells at the counter with a first visit: the credit products (a drop-in, an intro offer, a pack). */
export function deskProducts() {
  return [...currentProducts().creditProducts]
    .sort((a, b) => FIRST_VISIT_ORDER.indexOf(a.kind) - FIRST_VISIT_ORDER.indexOf(b.kind))
    .map((product) => ({ id: product.id, label: `${product.name}, ${formatMoney(product.price, product.currency)}` }));
}

export const paymentMethods = [
  { id: "card", label: "Card" },
  { id: "cash", label: "Cash" },
  { id: "transfer", label: "Bank transfer" },
] as const;

/** The form's answer: on a refusal, what was typed; when the e-mail has an account, that account. */
export interface RegistrationOutcome extends StaffOutcome {
  typed?: Record<string, string>;
  existing?: { id: string; name: string; email: string };
}

const fieldsSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(AUTH_LIMITS.emailMax, "That e-mail address is too long.")
    .pipe(z.email("Enter their e-mail address: the invitation to choose a password goes there.")),
  // The credit products for sale when the form is posted (the owner may have changed them since it was shown).
  productId: z
    .string()
    .refine(
      (id) => id === "" || currentProducts().creditProducts.some((product) => product.id === id),
      "Choose what they buy.",
    ),
  method: z.enum(paymentMethods.map((method) => method.id) as ["card", "cash", "transfer"], {
    error: "Choose how they pay.",
  }),
});

/** The fields as typed, for the form to show again (and for the confirmation to post again). */
function typedFields(form: FormData): Record<string, string> {
  const names = ["name", "email", "phone", "productId", "method", "checkIn", "sessionId"];
  return Object.fromEntries(names.map((name) => [name, field(form, name, 300)]).filter(([, value]) => value !== ""));
}

export function registrationMessage({ account, invited, sold, booking }: Registered): string {
  const name = account.name || account.email;
  const parts = [invited ? `${name} is registered.` : `With ${name}'s account:`];
  if (sold) parts.push(`${sold.name} sold (${sold.amount}, invoice ${sold.invoice}).`);
  if (booking) parts.push(deskBookingMessage(booking));
  if (invited) parts.push(`An invitation to choose a password is on its way to ${account.email}.`);
  else if (!sold && !booking) parts.push("nothing sold, nobody booked.");
  return parts.join(" ");
}

/** The form's fields, or why they cannot be used. */
function parseRegistration(form: FormData, existingMemberId: string | undefined) {
  const details = detailsFromForm(form);
  const fields = fieldsSchema.safeParse({
    email: field(form, "email", AUTH_LIMITS.emailMax * 2),
    productId: field(form, "productId"),
    method: field(form, "method") || "card",
  });
  // Serving an existing account, only the e-mail is read of who they are.
  if (!existingMemberId && !details.ok) throw new StaffRefused("INVALID_INPUT", details.message);
  if (!fields.success) throw new StaffRefused("INVALID_INPUT", fields.error.issues[0]?.message ?? "Check the form.");
  const person = details.ok ? details.details : { name: "", phone: null, emergencyContact: null };
  return { ...fields.data, person: { ...person, email: fields.data.email } };
}

/**
 * Registers the person the form describes. `place`: the session to book them into (the
 * walk-in's session, or the one chosen on the lead's form), the lead being converted, the
 * class to save; `subject`: which form on the page the answer belongs to. An e-mail that
 * already has an account is answered 409 with that account, which the form offers to use.
 */
export async function handleRegistration(
  services: DeskServices,
  form: FormData,
  staff: StaffMember,
  place: {
    sessionId?: string | undefined;
    leadId?: string | undefined;
    classSlug?: string | undefined;
    subject: string;
  },
) {
  // What is for sale this moment, whichever server the owner changed it on.
  await freshProducts(services.database);
  const typed = typedFields(form);
  const existingMemberId = field(form, "existingMemberId", 100) || undefined;
  if (!existingMemberId) {
    const existing = await accountByEmail(services.database.db, field(form, "email", AUTH_LIMITS.emailMax).trim());
    if (existing) {
      return data<RegistrationOutcome>(
        {
          tone: "error",
          message: `${existing.email} already has an account: ${existing.name || existing.email}. Serve them with it?`,
          subject: place.subject,
          typed,
          existing,
        },
        { status: 409 },
      );
    }
  }
  return outcomeOf<RegistrationOutcome>(
    async () => {
      const parsed = parseRegistration(form, existingMemberId);
      const registered = await registerAtDesk(services, {
        person: parsed.person,
        existingMemberId,
        sale: parsed.productId ? { productId: parsed.productId, method: parsed.method } : undefined,
        sessionId: place.sessionId,
        checkIn: form.get("checkIn") === "on",
        leadId: place.leadId,
        classSlug: place.classSlug,
        actor: { id: staff.id, label: staff.email, role: staff.role },
      });
      return { tone: "success", message: registrationMessage(registered), subject: place.subject };
    },
    { subject: place.subject, refused: { typed } },
  );
}
