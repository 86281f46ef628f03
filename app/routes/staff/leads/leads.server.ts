import { data } from "react-router";
import { z } from "zod";
import { requireStaffViewer, requireStaffWriter } from "#app/features/staff/access.server.ts";
import { bookableSessions } from "#app/features/staff/bookable-sessions.server.ts";
import { maskedForDemo } from "#app/features/staff/demo-view.server.ts";
import { StaffRefused } from "#app/features/staff/errors.ts";
import { conversionsOf, leadToConvert } from "#app/features/staff/lead-conversions.server.ts";
import { countLeadsByStatus, leadStatuses, listLeads, updateLead } from "#app/features/staff/leads.server.ts";
import { STAFF_LIMITS } from "#app/features/staff/limits.ts";
import { field, outcomeOf, type StaffOutcome } from "#app/features/staff/outcome.server.ts";
import { deskProducts, handleRegistration, paymentMethods } from "#app/features/staff/registration-form.server.ts";
import type { StaffMember } from "#app/features/staff/roles.server.ts";
import { localDateTimeLabel } from "#app/features/timetable/sessions.server.ts";
import { activeClassTitled } from "#app/features/timetable/timetable.ts";
import { wholeNumber } from "#app/platform/http/whole-number.ts";
import { hasControlCharactersBesidesLines } from "#app/platform/security/control-characters.ts";
import type { Services } from "#app/services.server.ts";

const PAGE_SIZE = 25;

const filterSchema = z.object({
  status: z.enum(leadStatuses).optional().catch(undefined),
  page: wholeNumber().pipe(z.number().min(1).max(10_000)).catch(1),
});

/** The leads, newest first, filtered by status and a page at a time. */
export async function loadLeads(request: Request, services: Services) {
  const viewer = await requireStaffViewer(request, services);
  const url = new URL(request.url);
  const { status, page } = filterSchema.parse({
    status: url.searchParams.get("status") ?? undefined,
    page: url.searchParams.get("page") ?? "1",
  });
  const [leads, counts] = await Promise.all([
    listLeads(services.database, { status, limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE }),
    countLeadsByStatus(services.database),
  ]);
  const converted = await conversionsOf(
    services.database,
    leads.map((lead) => lead.id),
  );
  const view = {
    status: status ?? null,
    page,
    more: leads.length > PAGE_SIZE,
    counts,
    total: Object.values(counts).reduce((sum, count) => sum + count, 0),
    noteMax: STAFF_LIMITS.leadNoteMax,
    leads: leads.slice(0, PAGE_SIZE).map((lead) => ({
      ...lead,
      receivedLabel: localDateTimeLabel(Date.parse(lead.receivedAt)),
      updatedLabel: lead.updatedAt ? localDateTimeLabel(Date.parse(lead.updatedAt)) : null,
      member: converted.get(lead.id) ?? null,
      classSlug: activeClassTitled(lead.className),
    })),
    conversion: { products: deskProducts(), methods: paymentMethods, sessions: bookableSessions() },
  };
  return viewer.demo ? maskedForDemo(view, viewer) : view;
}

export type LeadsPageData = Awaited<ReturnType<typeof loadLeads>>;
export type LeadView = LeadsPageData["leads"][number];

/** The answer to a lead's form; on a refusal it carries what was typed, so nothing is lost. */
export interface LeadOutcome extends StaffOutcome {
  submitted?: { status: string; note: string };
}

const updateSchema = z.object({
  inquiryId: z.string().min(1).max(100),
  status: z.enum(leadStatuses, { error: "Choose a status: new, contacted, joined or closed." }),
  note: z
    .string()
    .max(STAFF_LIMITS.leadNoteMax, `Keep the note under ${STAFF_LIMITS.leadNoteMax} characters.`)
    .refine((note) => !hasControlCharactersBesidesLines(note), "Type the note again without special characters."),
  version: wholeNumber("The form is out of date: reload the page."),
});

export async function leadsAction(request: Request, services: Services) {
  const staff = await requireStaffWriter(request, services);
  const form = await request.formData().catch(() => new FormData());
  if (field(form, "intent") === "convert-lead") return convertLead(form, staff, services);
  if (field(form, "intent") !== "update-lead") {
    return data<StaffOutcome>(
      { tone: "error", message: "That action is not known. Please try again from the page." },
      { status: 400 },
    );
  }
  const inquiryId = field(form, "inquiryId", 100);
  const submitted = {
    status: field(form, "status", 20),
    note: field(form, "note", STAFF_LIMITS.leadNoteMax + 1).replace(/\r\n/g, "\n"),
  };
  return outcomeOf<LeadOutcome>(
    async () => {
      const parsed = updateSchema.safeParse({ inquiryId, ...submitted, version: field(form, "version", 10) });
      if (!parsed.success)
        throw new StaffRefused("INVALID_INPUT", parsed.error.issues[0]?.message ?? "Check the form.");
      const { lead, changed } = await updateLead(services.database, {
        update: { ...parsed.data, note: parsed.data.note.trim() },
        actor: { id: staff.id, label: staff.email },
      });
      return {
        tone: "success",
        message: changed ? `Saved: ${lead.fullName} is ${lead.status}.` : "Nothing to save: no change.",
        subject: inquiryId,
      };
    },
    { subject: inquiryId, refused: { submitted } },
  );
}

/** A lead becomes a member: their account, maybe a sale and a first booking, the lead marked joined and linked. */
async function convertLead(form: FormData, staff: StaffMember, services: Services) {
  const inquiryId = field(form, "inquiryId", 100);
  const lead = await leadToConvert(services.database, inquiryId);
  if (!lead) {
    return data<StaffOutcome>(
      { tone: "error", message: "There is no such lead.", subject: inquiryId },
      { status: 404 },
    );
  }
  return handleRegistration(services, form, staff, {
    leadId: lead.id,
    sessionId: field(form, "sessionId", 100) || undefined,
    classSlug: lead.classSlug ?? undefined,
    subject: `convert-${lead.id}`,
  });
}
