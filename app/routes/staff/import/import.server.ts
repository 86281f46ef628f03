import { data, redirect } from "react-router";
import { type ImportSettings, MappingRefused } from "#app/features/imports/check-file.server.ts";
import {
  type DateOrder,
  dateOrderLabels,
  dateOrders,
  fieldLabels,
  importFields,
} from "#app/features/imports/fields.ts";
import { sendImportInvitations } from "#app/features/imports/import-invitations.server.ts";
import { importHistory, importView } from "#app/features/imports/import-views.server.ts";
import { checkUpload, commitImport, ImportRefused, recheckImport } from "#app/features/imports/imports.server.ts";
import { isPresetName, ownMapping, presetMapping, presetNames, presets } from "#app/features/imports/presets.ts";
import { readCsv, UnreadableFile } from "#app/features/imports/read-csv.server.ts";
import { requireStaffViewer, requireStaffWriter } from "#app/features/staff/access.server.ts";
import { field, type StaffOutcome } from "#app/features/staff/outcome.server.ts";
import type { Services } from "#app/services.server.ts";

/** /staff/import: the owner's upload, mapping, dry run, commit and invitations (app/features/imports/). */
export async function loadImport(request: Request, services: Services) {
  await requireStaffViewer(request, services, "owner");
  const id = new URL(request.url).searchParams.get("import");
  return {
    current: id ? await importView(services.database, id.slice(0, 100)) : null,
    history: await importHistory(services.database),
    choices: {
      presets: presetNames.map((name) => ({ name, label: presets[name].label, source: presets[name].source })),
      fields: importFields.map((value) => ({ value, label: fieldLabels[value] })),
      dateOrders: dateOrders.map((value) => ({ value, label: dateOrderLabels[value] })),
    },
  };
}

const dateOrderOf = (value: string): DateOrder | "auto" =>
  (dateOrders as readonly string[]).includes(value) ? (value as DateOrder) : "auto";

const failed = (message: string, status = 400) => data<StaffOutcome>({ tone: "error", message }, { status });
const toImport = (id: string) => redirect(`/staff/import?import=${encodeURIComponent(id)}`);

/** The mapping the form's selects name: one per column, by its place in the file. */
function mappingOf(form: FormData, headings: string[]): ImportSettings["mapping"] {
  const mapping: ImportSettings["mapping"] = {};
  headings.forEach((heading, index) => {
    const chosen = field(form, `column-${index}`, 40);
    if ((importFields as readonly string[]).includes(chosen))
      mapping[heading] = chosen as (typeof importFields)[number];
  });
  return mapping;
}

export async function importAction(request: Request, services: Services) {
  const owner = await requireStaffWriter(request, services, "owner");
  const actor = { id: owner.id, label: owner.email };
  const form = await request.formData().catch(() => new FormData());
  const intent = field(form, "intent", 20);
  const id = field(form, "importId", 100);
  try {
    if (intent === "check") {
      const upload = form.get("file");
      if (!(upload instanceof File) || upload.size === 0)
        return failed("Choose the CSV file your old system exported.");
      const file = readCsv(new Uint8Array(await upload.arrayBuffer()));
      const presetName = field(form, "preset", 20);
      const preset = isPresetName(presetName) ? presetName : null;
      const settings: ImportSettings = {
        preset,
        mapping: preset ? presetMapping(presets[preset], file.headings) : ownMapping(file.headings),
        dateOrder: dateOrderOf(field(form, "dateOrder", 10)),
      };
      // Without an e-mail column mapped the dry run cannot start: map it on the next screen.
      if (!Object.values(settings.mapping).includes("email")) {
        const emailish = file.headings.find((heading) => /e-?mail/i.test(heading));
        if (emailish) settings.mapping[emailish] = "email";
      }
      const checked = await checkUpload(services.database, {
        fileName: upload.name.slice(0, 200) || "members.csv",
        file,
        settings,
        actor,
      });
      return toImport(checked.id);
    }
    if (intent === "recheck") {
      const current = await importView(services.database, id);
      if (!current) return failed("There is no such import.", 404);
      const headings = current.columns.map((column) => column.heading);
      await recheckImport(services.database, id, {
        preset: current.settings.preset,
        mapping: mappingOf(form, headings),
        dateOrder: dateOrderOf(field(form, "dateOrder", 10)),
      });
      return toImport(id);
    }
    if (intent === "commit") {
      await commitImport(services.database, id, actor);
      return toImport(id);
    }
    if (intent === "invite") {
      await sendImportInvitations({ ...services, ratePerMinute: services.env.MESSAGE_RATE_PER_MINUTE }, id, actor);
      return toImport(id);
    }
    return failed("That action is not known. Please try again from the page.");
  } catch (error) {
    if (error instanceof UnreadableFile || error instanceof MappingRefused) return failed(error.message);
    if (error instanceof ImportRefused) return failed(error.message, error.code === "NOT_FOUND" ? 404 : 409);
    throw error;
  }
}
