import { requireStaffViewer } from "#app/features/staff/access.server.ts";
import { parseAuditCursor, readAuditLog } from "#app/features/staff/audit.server.ts";
import { auditEntryView } from "#app/features/staff/audit-view.server.ts";
import { maskedForDemo } from "#app/features/staff/demo-view.server.ts";
import type { Services } from "#app/services.server.ts";

/** The audit log, newest first, a page at a time (?before=<entry>). */
export async function loadAudit(request: Request, services: Services) {
  const viewer = await requireStaffViewer(request, services);
  const before = parseAuditCursor(new URL(request.url).searchParams.get("before"));
  const { entries, more } = await readAuditLog(services.database, before === undefined ? {} : { before });
  const views = entries.map(auditEntryView);
  const page = {
    entries: views,
    olderHref: more && views.length > 0 ? `/staff/audit?before=${views.at(-1)?.seq}` : null,
    paged: before !== undefined,
  };
  return viewer.demo ? maskedForDemo(page, viewer) : page;
}
