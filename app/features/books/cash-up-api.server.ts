import { z } from "zod";
import { staffForApi } from "#app/features/staff/api-access.server.ts";
import { maskedForDemo } from "#app/features/staff/demo-view.server.ts";
import { apiError, apiJson, readJsonBody } from "#app/platform/http/json-api.server.ts";
import { toOneLineOfPlainText } from "#app/platform/security/control-characters.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";
import { parseBusinessDate } from "./business-date-input.ts";
import { gymDateOf } from "./business-days.server.ts";
import { CashUpRefused, cashUpOf, closeDay } from "./cash-up.server.ts";
import { cashUpJson } from "./cash-up-view.ts";
import { CASH_UP_LIMITS } from "./limits.ts";

/**
 * GET /api/staff/cash-up?date=YYYY-MM-DD (today where the gym is by default): the day's takings
 * per way of paying and refunds, and, once closed, the count and its variance. POST closes a
 * day: {date, float, countedCash, note?} in minor units. Staff and owners read and close; the
 * demo staff account reads (the closer's name masked) and closes nothing (docs/api.md).
 */

const closing = z.strictObject({
  date: z.string().max(10),
  float: z.number().int().min(0).max(CASH_UP_LIMITS.amountMax),
  countedCash: z.number().int().min(0).max(CASH_UP_LIMITS.amountMax),
  note: z.string().max(CASH_UP_LIMITS.noteMax).optional(),
});

const badDate = () => apiError(400, "INVALID_DATE", "date: a calendar date, YYYY-MM-DD.");

export async function getCashUp(request: Request, services: Services): Promise<Response> {
  const { staff, refused } = await staffForApi(request, services, { write: false });
  if (refused) return refused;
  const asked = new URL(request.url).searchParams.get("date");
  const date = asked === null ? gymDateOf(clock.now()) : parseBusinessDate(asked);
  if (!date) return badDate();
  const body = { cashUp: cashUpJson(await cashUpOf(services.database.db, date)) };
  return apiJson("demo" in staff && staff.demo ? maskedForDemo(body, staff) : body);
}

export async function postCashUp(request: Request, services: Services): Promise<Response> {
  const { staff, refused } = await staffForApi(request, services, { write: true });
  if (refused) return refused;
  let body: z.infer<typeof closing>;
  try {
    body = await readJsonBody(request, closing);
  } catch (response) {
    if (response instanceof Response) return response;
    throw response;
  }
  const date = parseBusinessDate(body.date);
  if (!date) return badDate();
  try {
    const closed = await closeDay(services.database, {
      date,
      float: body.float,
      countedCash: body.countedCash,
      note: toOneLineOfPlainText(body.note ?? ""),
      actor: { id: staff.id, label: staff.email, name: staff.name },
    });
    return apiJson({ cashUp: cashUpJson(closed) }, { status: 201 });
  } catch (error) {
    if (!(error instanceof CashUpRefused)) throw error;
    return apiError(
      error.code === "ALREADY_CLOSED" ? 409 : 400,
      error.code === "ALREADY_CLOSED" ? "ALREADY_CLOSED" : "DAY_NOT_BEGUN",
      error.message,
    );
  }
}
