import { z } from "zod";
import { staffForApi } from "#app/features/staff/api-access.server.ts";
import type { AuditActor } from "#app/features/staff/audit.server.ts";
import type { StaffMember } from "#app/features/staff/roles.server.ts";
import { apiError, apiJson } from "#app/platform/http/json-api.server.ts";
import type { Services } from "#app/services.server.ts";
import { type ImportSettings, MappingRefused } from "./check-file.server.ts";
import { dateOrders, importFields } from "./fields.ts";
import { sendImportInvitations } from "./import-invitations.server.ts";
import { checkUpload, commitImport, ImportRefused } from "./imports.server.ts";
import { ownMapping, presetMapping, presetNames, presets } from "./presets.ts";
import { readCsv, UnreadableFile } from "./read-csv.server.ts";

/**
 * The staff JSON API of imports (docs/api.md, "Importing members"), owners only: upload an
 * export for a dry run, commit it, send the new accounts their invitations. The same
 * functions as /staff/import and `npm run import`.
 */

const fields = z.strictObject({
  preset: z.enum(presetNames, { error: `preset is one of ${presetNames.join(", ")}` }).optional(),
  mapping: z
    .string()
    .max(20_000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "mapping is not valid JSON" });
        return z.NEVER;
      }
    })
    .pipe(z.record(z.string().max(200), z.enum(importFields, { error: `map headings to ${importFields.join(", ")}` })))
    .optional(),
  dateOrder: z
    .enum([...dateOrders, "auto"], { error: `dateOrder is one of ${dateOrders.join(", ")} or auto` })
    .optional(),
});

const refusedStatus: Record<ImportRefused["code"], number> = {
  NOT_FOUND: 404,
  ALREADY_COMMITTED: 409,
  IN_PROGRESS: 409,
  NOT_COMMITTED: 409,
  FILE_GONE: 410,
};

function refusalOf(error: unknown): Response {
  if (error instanceof Response) return error;
  if (error instanceof UnreadableFile)
    return apiError(error.code === "FILE_TOO_LARGE" ? 413 : 400, error.code, error.message);
  if (error instanceof MappingRefused) return apiError(400, "INVALID_MAPPING", error.message);
  if (error instanceof ImportRefused) {
    const code = error.code === "NOT_FOUND" ? "IMPORT_NOT_FOUND" : error.code;
    return apiError(refusedStatus[error.code], code, error.message);
  }
  throw error;
}

/** The owner, or the API's refusal: staff may not import (money and members are the owner's). */
async function ownerForApi(request: Request, services: Services): Promise<{ owner?: StaffMember; refused?: Response }> {
  const { staff, refused } = await staffForApi(request, services, { write: true });
  if (refused) return { refused };
  if (staff.role !== "owner") return { refused: apiError(403, "OWNERS_ONLY", "Only an owner imports members.") };
  return { owner: staff };
}

const actorOf = (owner: StaffMember): AuditActor => ({ id: owner.id, label: owner.email });

async function uploadOf(request: Request) {
  if (!/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "")) {
    throw apiError(415, "UNSUPPORTED_MEDIA_TYPE", "Send the export as multipart/form-data, in the field file.");
  }
  const form = await request.formData().catch(() => {
    throw apiError(400, "INVALID_BODY", "The multipart body cannot be read.");
  });
  const file = form.get("file");
  if (!(file instanceof File)) throw apiError(400, "FILE_REQUIRED", "Send the export as the multipart field file.");
  const named = Object.fromEntries(
    ["preset", "mapping", "dateOrder"].flatMap((name) => {
      const value = form.get(name);
      return typeof value === "string" && value !== "" ? [[name, value]] : [];
    }),
  );
  const parsed = fields.safeParse(named);
  if (!parsed.success) throw apiError(400, "INVALID_BODY", parsed.error.issues[0]?.message ?? "Check the fields.");
  if (parsed.data.preset && parsed.data.mapping)
    throw apiError(400, "INVALID_BODY", "Send preset or mapping, not both.");
  return { file, ...parsed.data };
}

/** POST /api/staff/imports (multipart: file, preset or mapping, dateOrder) → 201 the dry run. */
export async function postImport(request: Request, services: Services): Promise<Response> {
  const { owner, refused } = await ownerForApi(request, services);
  if (!owner) return refused as Response;
  try {
    const upload = await uploadOf(request);
    const file = readCsv(new Uint8Array(await upload.file.arrayBuffer()));
    const preset = upload.preset ?? null;
    const settings: ImportSettings = {
      preset,
      mapping: upload.mapping ?? (preset ? presetMapping(presets[preset], file.headings) : ownMapping(file.headings)),
      dateOrder: upload.dateOrder ?? "auto",
    };
    const fileName = upload.file.name.slice(0, 200) || "members.csv";
    const answer = await checkUpload(services.database, { fileName, file, settings, actor: actorOf(owner) });
    return apiJson({ ...answer, headings: file.headings, mapping: settings.mapping }, { status: 201 });
  } catch (error) {
    return refusalOf(error);
  }
}

/** POST /api/staff/imports/:id/commit → 200 the counts as written. */
export async function postCommit(request: Request, services: Services, id: string): Promise<Response> {
  const { owner, refused } = await ownerForApi(request, services);
  if (!owner) return refused as Response;
  try {
    return apiJson(await commitImport(services.database, id, actorOf(owner)));
  } catch (error) {
    return refusalOf(error);
  }
}

/** POST /api/staff/imports/:id/invitations → 202 { queued, lastDueAt }. */
export async function postInvitations(request: Request, services: Services, id: string): Promise<Response> {
  const { owner, refused } = await ownerForApi(request, services);
  if (!owner) return refused as Response;
  try {
    const needs = { ...services, ratePerMinute: services.env.MESSAGE_RATE_PER_MINUTE };
    return apiJson(await sendImportInvitations(needs, id, actorOf(owner)), { status: 202 });
  } catch (error) {
    return refusalOf(error);
  }
}
