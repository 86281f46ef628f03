import { gymExportFileName, gymExportZip, recordGymExport } from "#app/features/data-export/gym-export.server.ts";
import { gymSections } from "#app/features/data-export/gym-sections.server.ts";
import { requireStaffViewer, requireStaffWriter } from "#app/features/staff/access.server.ts";
import type { Services } from "#app/services.server.ts";

/** /staff/export: what the owner's download holds. */
export async function loadExport(request: Request, services: Services) {
  await requireStaffViewer(request, services, "owner");
  return { files: gymSections.map((section) => ({ file: section.file, about: section.about })) };
}

/**
 * POST /staff/export.zip: all of the gym's data, streamed. A POST (it writes to the audit
 * log), for owners only: never the demo staff account, whose password is public.
 */
export async function exportAction(request: Request, services: Services) {
  const owner = await requireStaffWriter(request, services, "owner");
  await recordGymExport(services.database, { id: owner.id, label: owner.email });
  return new Response(gymExportZip(services.database), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${gymExportFileName()}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** A GET of the zip's address (a pasted link) is told how to download it. */
export async function exportZipLoader(request: Request, services: Services) {
  await requireStaffViewer(request, services, "owner");
  return new Response("Download the gym's data with the button on /staff/export (a POST).", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
