import { z } from "zod";
import { isDemo } from "#app/features/accounts/demo-accounts.server.ts";
import { staffForApi } from "#app/features/staff/api-access.server.ts";
import { maskedForDemo } from "#app/features/staff/demo-view.server.ts";
import { StaffRefused } from "#app/features/staff/errors.ts";
import { apiError, apiJson, readJsonBody } from "#app/platform/http/json-api.server.ts";
import type { Services } from "#app/services.server.ts";
import { queueIfDue } from "./message-service.server.ts";
import { createMessage, listMessages, MESSAGE_LIMITS } from "./messages.server.ts";

/**
 * The staff JSON API of messages to members (docs/api.md, "Messages to members"): send one
 * (owners) or save a draft (staff too), and read the history. The same functions as the
 * page at /staff/messages.
 */
const messageBody = z.strictObject({
  audience: z.string().min(1).max(200),
  subject: z.string().max(MESSAGE_LIMITS.subjectMax * 2),
  body: z.string().max(MESSAGE_LIMITS.bodyMax * 2),
  sendAt: z.iso.datetime({ offset: true, error: "write sendAt as an ISO 8601 date and time" }).optional(),
  draft: z.boolean().optional(),
});

/** POST /api/staff/messages → 201 { id, recipients, status, sendAt } */
export async function postMessage(request: Request, services: Services): Promise<Response> {
  const { staff, refused } = await staffForApi(request, services, { write: true });
  if (refused) return refused;
  try {
    const body = await readJsonBody(request, messageBody);
    const saved = await createMessage(
      services.database,
      {
        audience: body.audience,
        subject: body.subject,
        body: body.body,
        draft: body.draft ?? false,
        sendAt: body.sendAt ? new Date(body.sendAt) : null,
      },
      staff,
    );
    const queued = saved.status === "scheduled" ? await queueIfDue(services, saved.id) : null;
    // Sent now: the count is who it was queued for; scheduled or a draft: who the audience names now.
    return apiJson(
      {
        id: saved.id,
        recipients: queued ?? saved.recipients,
        status: queued === null ? saved.status : "queued",
        sendAt: saved.sendAt,
      },
      { status: 201 },
    );
  } catch (error) {
    if (error instanceof Response) return error;
    if (error instanceof StaffRefused) return apiError(error.status, error.code, error.message);
    throw error;
  }
}

/** GET /api/staff/messages → 200 { messages: [...] }, the latest first, each with its delivery counts. */
export async function getMessages(request: Request, services: Services): Promise<Response> {
  const { staff, refused } = await staffForApi(request, services, { write: false });
  if (refused) return refused;
  const messages = (await listMessages(services.database)).map(
    ({ body: _body, version: _version, ...message }) => message,
  );
  const demo = await isDemo(services.database.db, services.env, staff.email);
  return apiJson({ messages: demo ? maskedForDemo(messages, staff) : messages });
}
