import { z } from "zod";
import { weekdays } from "#app/content/weekdays.ts";
import { bookingMailer } from "#app/features/booking/booking-mail.server.ts";
import { staffForApi } from "#app/features/staff/api-access.server.ts";
import { apiError, apiJson, readJsonBody } from "#app/platform/http/json-api.server.ts";
import { oneLineString } from "#app/platform/security/one-line.ts";
import type { Services } from "#app/services.server.ts";
import { addClosure, removeClosure } from "./closure-edits.server.ts";
import { currentSchedule } from "./current-schedule.ts";
import { inForceOn, type Schedule, type WeeklySlot } from "./schedule.ts";
import type { EditContext } from "./schedule-edit.server.ts";
import { refreshSchedule } from "./schedule-store.server.ts";
import { gymToday } from "./sessions.server.ts";
import { addSlot, changeSlot, removeSlot } from "./slot-edits.server.ts";
import { TimetableRefused } from "./timetable-errors.ts";
import { TIMETABLE_LIMITS } from "./timetable-limits.ts";

/**
 * The staff JSON API of the timetable (docs/api.md, "The timetable, for staff"): the weekly
 * slots in force today, and adding, changing and removing one from a date on; closures,
 * added and removed.
 * For scripts that import a term's timetable, and for tests. The same changes as the
 * pages at /staff/timetable make, through the same functions.
 */
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "write times as HH:MM");
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "write dates as YYYY-MM-DD");
const capacity = z.number().int().min(1).max(TIMETABLE_LIMITS.capacityMax);
const trainer = oneLineString(TIMETABLE_LIMITS.nameMax, 1);

const newSlotBody = z.strictObject({
  classSlug: z.string().min(1).max(100),
  weekday: z.enum(weekdays),
  start: time,
  end: time,
  trainer,
  capacity: capacity.optional(),
  featured: z.boolean().optional(),
  effectiveFrom: date,
});

const slotChangeBody = z.strictObject({
  version: z.number().int().min(1),
  effectiveFrom: date,
  weekday: z.enum(weekdays).optional(),
  start: time.optional(),
  end: time.optional(),
  trainer: trainer.optional(),
  capacity: capacity.optional(),
  featured: z.boolean().optional(),
});

const closureBody = z.strictObject({
  from: date,
  to: date,
  reason: oneLineString(TIMETABLE_LIMITS.reasonMax * 2),
});

/** A trainer named by id ("maya-okafor") or by name ("Maya Okafor"), as a script may have either. */
function trainerIdOf(schedule: Schedule, given: string): string {
  if (schedule.trainerById.has(given)) return given;
  return schedule.trainers.find((candidate) => candidate.name.toLowerCase() === given.toLowerCase())?.id ?? given;
}

export function slotJson(slot: WeeklySlot, schedule: Schedule = currentSchedule()) {
  return {
    id: slot.id,
    classSlug: slot.classSlug,
    className: schedule.classBySlug.get(slot.classSlug)?.title ?? slot.classSlug,
    weekday: slot.weekday,
    start: slot.start,
    end: slot.end,
    trainer: slot.trainerId,
    trainerName: schedule.trainerById.get(slot.trainerId)?.name ?? slot.trainerId,
    capacity: slot.capacity,
    featured: slot.featured,
    effectiveFrom: slot.effectiveFrom,
    effectiveUntil: slot.effectiveUntil,
    version: slot.version,
  };
}

/** The slot an edit made or changed, as the schedule now has it. */
function slotNamed(id: string) {
  const schedule = currentSchedule();
  const slot = schedule.slots.find((candidate) => candidate.id === id);
  return slot ? slotJson(slot, schedule) : null;
}

async function answer(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Response) return error;
    if (error instanceof TimetableRefused) return apiError(error.status, error.code, error.message);
    throw error;
  }
}

async function writer(request: Request, services: Services) {
  const { staff, refused } = await staffForApi(request, services, { write: true });
  if (refused) throw refused;
  const context: EditContext = {
    actor: { id: staff.id, label: staff.email },
    notify: bookingMailer(services.mail, { secret: (await services.auth.$context).secret }),
  };
  return context;
}

/** GET /api/staff/timetable: the weekly slots in force today, Monday first. */
export async function listSlots(request: Request, services: Services): Promise<Response> {
  const { refused } = await staffForApi(request, services, { write: false });
  if (refused) return refused;
  // Current to the moment: a script's edit may have gone to another server.
  const schedule = await refreshSchedule(services.database);
  const today = gymToday().toString();
  const slots = weekdays.flatMap((weekday) =>
    schedule.slotsByWeekday[weekday].filter((slot) => inForceOn(slot, today)).map((slot) => slotJson(slot, schedule)),
  );
  return apiJson({ today, slots });
}

/** POST /api/staff/timetable → 201 { slot } */
export function createSlot(request: Request, services: Services): Promise<Response> {
  return answer(async () => {
    const context = await writer(request, services);
    const body = await readJsonBody(request, newSlotBody);
    const { trainer: given, ...fields } = body;
    const { result, consequences } = await addSlot(
      services.database,
      { ...fields, trainerId: trainerIdOf(currentSchedule(), given) },
      context,
    );
    return apiJson({ slot: slotNamed(result.id), ...consequences }, { status: 201 });
  });
}

/** PATCH /api/staff/timetable/:id → 200 { slot } (a new id when the change starts after the slot did). */
export function patchSlot(request: Request, id: string, services: Services): Promise<Response> {
  return answer(async () => {
    const context = await writer(request, services);
    const { version, effectiveFrom, trainer: given, ...changes } = await readJsonBody(request, slotChangeBody);
    const { result, consequences } = await changeSlot(
      services.database,
      id,
      {
        version,
        effectiveFrom,
        changes: { ...changes, ...(given !== undefined ? { trainerId: trainerIdOf(currentSchedule(), given) } : {}) },
      },
      context,
    );
    return apiJson({ slot: slotNamed(result.id), ...consequences });
  });
}

/** DELETE /api/staff/timetable/:id?effectiveFrom=YYYY-MM-DD[&version=n] → 200 */
export function deleteSlot(request: Request, id: string, services: Services): Promise<Response> {
  return answer(async () => {
    const context = await writer(request, services);
    const params = new URL(request.url).searchParams;
    const effectiveFrom = params.get("effectiveFrom");
    if (!effectiveFrom || !/^\d{4}-\d{2}-\d{2}$/.test(effectiveFrom)) {
      return apiError(400, "INVALID_INPUT", "effectiveFrom: give the first date without the slot, YYYY-MM-DD.");
    }
    const versionParam = params.get("version");
    const version =
      versionParam === null ? undefined : /^[1-9]\d{0,8}$/.test(versionParam) ? Number(versionParam) : NaN;
    if (Number.isNaN(version)) return apiError(400, "INVALID_INPUT", "version: a whole number, as GET gave it.");
    const { consequences } = await removeSlot(services.database, id, { effectiveFrom, version }, context);
    return apiJson({ removed: id, effectiveFrom, slot: slotNamed(id), ...consequences });
  });
}

/** GET /api/staff/closures: the closures that have not ended. */
export async function listClosures(request: Request, services: Services): Promise<Response> {
  const { refused } = await staffForApi(request, services, { write: false });
  if (refused) return refused;
  const today = gymToday().toString();
  return apiJson({ closures: currentSchedule().closures.filter((closure) => closure.to >= today) });
}

/** POST /api/staff/closures { from, to, reason } → 201 { closure, cancelledBookings } */
export function createClosure(request: Request, services: Services): Promise<Response> {
  return answer(async () => {
    const context = await writer(request, services);
    const body = await readJsonBody(request, closureBody);
    const { result } = await addClosure(services.database, body, context);
    const closure = currentSchedule().closures.find((candidate) => candidate.id === result.id);
    return apiJson({ closure, cancelledBookings: result.cancelledBookings }, { status: 201 });
  });
}

/** DELETE /api/staff/closures/:id → 200 { removed, sessionsBack, bookingsLeftCancelled } */
export function deleteClosure(request: Request, id: string, services: Services): Promise<Response> {
  return answer(async () => {
    const context = await writer(request, services);
    const { result } = await removeClosure(services.database, id, context);
    return apiJson({
      removed: result.id,
      sessionsBack: result.sessionsBack,
      bookingsLeftCancelled: result.bookingsLeftCancelled,
    });
  });
}
