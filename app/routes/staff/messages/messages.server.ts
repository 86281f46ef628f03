import { data } from "react-router";
import { Temporal } from "temporal-polyfill";
import { formatTimeRange } from "#app/content/clock.ts";
import { site } from "#app/content/site.ts";
import { CLASS_DAYS_MAX } from "#app/features/messages/audiences.ts";
import { queueIfDue } from "#app/features/messages/message-service.server.ts";
import {
  cancelMessage,
  createMessage,
  listMessages,
  MESSAGE_LIMITS,
  type MessageRequest,
  previewMessage,
  updateDraft,
} from "#app/features/messages/messages.server.ts";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import { requireStaffViewer, requireStaffWriter } from "#app/features/staff/access.server.ts";
import { maskedForDemo } from "#app/features/staff/demo-view.server.ts";
import { StaffRefused } from "#app/features/staff/errors.ts";
import type { MessagesIntent } from "#app/features/staff/intents.ts";
import { field, outcomeOf, type StaffOutcome } from "#app/features/staff/outcome.server.ts";
import { currentSchedule } from "#app/features/timetable/current-schedule.ts";
import { dayLabel, gymToday, localDateTimeLabel, sessionsBetween } from "#app/features/timetable/sessions.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";

/** What the compose form holds, as typed: sent back with every answer, so nothing typed is lost. */
export interface ComposeValues {
  messageId: string;
  version: string;
  audienceKind: string;
  productId: string;
  classSlug: string;
  days: string;
  sessionId: string;
  subject: string;
  body: string;
  when: "now" | "later";
  sendAt: string;
}

const blank: ComposeValues = {
  messageId: "",
  version: "",
  audienceKind: "members",
  productId: "",
  classSlug: "",
  days: "30",
  sessionId: "",
  subject: "",
  body: "",
  when: "now",
  sendAt: "",
};

/** The audience the form's fields name, as the API writes it. */
function audienceOf(values: ComposeValues): string {
  switch (values.audienceKind) {
    case "product":
      return `product:${values.productId}`;
    case "class":
      return `class:${values.classSlug}:${values.days}`;
    case "session":
      return `session:${values.sessionId}`;
    default:
      return values.audienceKind;
  }
}

function valuesOf(form: FormData): ComposeValues {
  return {
    messageId: field(form, "messageId", 100),
    version: field(form, "version", 10),
    audienceKind: field(form, "audienceKind", 30),
    productId: field(form, "productId", 100),
    classSlug: field(form, "classSlug", 100),
    days: field(form, "days", 4),
    sessionId: field(form, "sessionId", 100),
    subject: field(form, "subject", MESSAGE_LIMITS.subjectMax * 2),
    body: field(form, "body", MESSAGE_LIMITS.bodyMax * 2),
    when: field(form, "when") === "later" ? "later" : "now",
    sendAt: field(form, "sendAt", 20),
  };
}

/** "2026-11-30T18:00" in the gym's zone, as a datetime-local field sends it. */
function sendTimeOf(values: ComposeValues): Date | null {
  if (values.when === "now") return null;
  try {
    const local = Temporal.PlainDateTime.from(values.sendAt);
    return new Date(local.toZonedDateTime(site.timeZone).epochMilliseconds);
  } catch {
    throw new StaffRefused("INVALID_INPUT", "Choose the day and time to send it.");
  }
}

const requestOf = (values: ComposeValues, draft: boolean): MessageRequest => ({
  audience: audienceOf(values),
  subject: values.subject,
  body: values.body,
  draft,
  sendAt: draft ? null : sendTimeOf(values),
});

/** The audiences the form offers: the products, the classes, this week's sessions. */
function choices() {
  const today = gymToday();
  return {
    products: currentProducts().all.map((product) => ({
      id: product.id,
      name: product.retiredAt ? `${product.name} (no longer sold)` : product.name,
    })),
    classes: currentSchedule()
      .classes.filter((gymClass) => !gymClass.retired)
      .map((gymClass) => ({ slug: gymClass.slug, title: gymClass.title })),
    sessions: sessionsBetween(today, today.add({ days: 7 }))
      .filter((session) => Date.parse(session.endsAtUtc) > clock.millis())
      .map((session) => ({
        id: session.id,
        label: `${session.className}, ${dayLabel(session.localDate)}, ${formatTimeRange(session.start, session.end)}`,
      })),
    classDaysMax: CLASS_DAYS_MAX,
    limits: MESSAGE_LIMITS,
  };
}

/** The messages page: the compose form (a draft opened from ?draft=), what the gym can aim at, and the history. */
export async function loadMessages(request: Request, services: Services) {
  const viewer = await requireStaffViewer(request, services);
  const history = await listMessages(services.database);
  const draftId = new URL(request.url).searchParams.get("draft");
  const draft = draftId ? history.find((message) => message.id === draftId && message.status === "draft") : undefined;
  const compose: ComposeValues = draft ? { ...blank, ...draftValues(draft) } : blank;
  const page = {
    owner: viewer.role === "owner",
    compose,
    choices: choices(),
    history: history.map((message) => ({
      ...message,
      sendAtLabel: message.sendAt ? localDateTimeLabel(Date.parse(message.sendAt)) : null,
      createdLabel: localDateTimeLabel(Date.parse(message.createdAt)),
    })),
  };
  return viewer.demo ? maskedForDemo(page, viewer) : page;
}

/** A draft's fields back in the form. */
function draftValues(draft: { id: string; version: number; audience: string; subject: string; body: string }) {
  const [kind = "members", first = "", second = ""] = draft.audience.split(":");
  return {
    messageId: draft.id,
    version: String(draft.version),
    audienceKind: kind,
    ...(kind === "product" ? { productId: first } : {}),
    ...(kind === "class" ? { classSlug: first, days: second } : {}),
    ...(kind === "session" ? { sessionId: first } : {}),
    subject: draft.subject,
    body: draft.body,
  };
}

export interface MessagesOutcome extends StaffOutcome {
  values?: ComposeValues;
  preview?: Awaited<ReturnType<typeof previewMessage>>;
}

/** The page's forms: preview, save a draft (staff too), send (owners), call one off. */
export async function messagesAction(request: Request, services: Services) {
  const staff = await requireStaffWriter(request, services);
  const form = await request.formData().catch(() => new FormData());
  const intent = field(form, "intent") as MessagesIntent | "";
  const values = valuesOf(form);
  const actor = { id: staff.id, label: staff.email };

  if (intent === "preview") {
    return outcomeOf<MessagesOutcome>(
      async () => {
        const preview = await previewMessage(services.database, {
          audience: audienceOf(values),
          subject: values.subject,
          body: values.body,
        });
        const who = `${preview.recipients} ${preview.recipients === 1 ? "person" : "people"}`;
        return { tone: "success", message: `${preview.audienceLabel}: ${who} would get it.`, values, preview };
      },
      { refused: { values }, subject: "compose" },
    );
  }

  if (intent === "save-draft" || intent === "send-message") {
    const draft = intent === "save-draft";
    return outcomeOf<MessagesOutcome>(
      async () => {
        const request = requestOf(values, draft);
        const saved = values.messageId
          ? await updateDraft(
              services.database,
              { id: values.messageId, version: Number(values.version), request },
              staff,
            )
          : await createMessage(services.database, request, staff);
        if (draft) {
          return {
            tone: "success",
            message: `Draft saved. ${staff.role === "owner" ? "" : "An owner can send it."}`,
            subject: "compose",
          };
        }
        const queued = await queueIfDue(services, saved.id);
        const message =
          queued !== null
            ? `On its way to ${queued} ${queued === 1 ? "person" : "people"}.`
            : `Scheduled for ${localDateTimeLabel(Date.parse(saved.sendAt ?? ""))}, to ${saved.recipients} as things stand.`;
        return { tone: "success", message, subject: "compose" };
      },
      { refused: { values }, subject: "compose" },
    );
  }

  if (intent === "cancel-message") {
    return outcomeOf<MessagesOutcome>(
      async () => {
        await cancelMessage(services.database, {
          id: field(form, "messageId", 100),
          actor,
          owner: staff.role === "owner",
        });
        return { tone: "success", message: "The message is called off.", subject: "history" };
      },
      { subject: "history" },
    );
  }

  return data<StaffOutcome>(
    { tone: "error", message: "That action is not known. Please try again from the page." },
    { status: 400 },
  );
}
