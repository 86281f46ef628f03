import { requireStaffViewer, type StaffViewer } from "#app/features/staff/access.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";
import { type RangeDefault, type ReportRange, rangePresets, readRange } from "./range.server.ts";
import { type RangeView, type ReportName, reportPages } from "./report-pages.ts";

/** The ranges each report opens on: recent weeks for what happens weekly, months for what changes monthly. */
const defaults: Record<ReportName, RangeDefault> = {
  attendance: "weeks",
  leads: "weeks",
  members: "months",
  revenue: "months",
};

export interface OpenedReport {
  viewer: StaffViewer;
  owner: boolean;
  /** The dates asked for, or null when they could not be read (then `view.error` says why). */
  range: ReportRange | null;
  view: RangeView;
}

/**
 * Every report's first step, its page and its CSV alike: the viewer gate (staff, or owners
 * for an owner-only report: members 403, visitors to /login), then the dates.
 */
export async function openReport(
  request: Request,
  services: Pick<Services, "auth" | "database" | "env">,
  name: ReportName,
  now: Date = clock.now(),
): Promise<OpenedReport> {
  const page = reportPages.find((each) => each.name === name);
  const viewer = await requireStaffViewer(request, services, page?.ownerOnly ? "owner" : "staff");
  const reading = readRange(new URL(request.url), defaults[name], now);
  const presets = rangePresets(now);
  const owner = viewer.role === "owner";
  if (!reading.ok) {
    return { viewer, owner, range: null, view: { ...reading.typed, error: reading.message, presets } };
  }
  return {
    viewer,
    owner,
    range: reading.range,
    view: { from: reading.range.from, to: reading.range.to, error: null, presets },
  };
}
