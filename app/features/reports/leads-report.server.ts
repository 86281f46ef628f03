import type { Database } from "#app/platform/data/database.server.ts";
import { addDays, DAY_MS, gymCalendar } from "./gym-calendar.server.ts";
import { type LeadFacts, leadFacts } from "./leads-queries.server.ts";
import type { ReportRange } from "./range.server.ts";

/**
 * The leads report: inquiries per week by the class they asked about, and how far they
 * went: lead → account → first booking → first purchase. A step counts the leads that
 * reached it and every step before it; its days are measured from the step before (a
 * step taken before the one before it, say a purchase before the first booking, or an
 * account made before the inquiry, counts as 0 days).
 */
export const funnelSteps = [
  { key: "lead", label: "Leads", at: (lead: LeadFacts) => lead.receivedAt },
  { key: "account", label: "Made an account", at: (lead: LeadFacts) => lead.accountAt },
  { key: "booking", label: "Booked a class", at: (lead: LeadFacts) => lead.firstBookingAt },
  { key: "purchase", label: "Bought", at: (lead: LeadFacts) => lead.firstPurchaseAt },
] as const;

export type FunnelKey = (typeof funnelSteps)[number]["key"];

export interface FunnelStep {
  key: FunnelKey;
  label: string;
  leads: number;
  /** Of all leads. */
  rate: number | null;
  /** Of the step before. */
  stepRate: number | null;
  /** Median days from the step before, over the leads that reached this step. */
  medianDays: number | null;
}

/** Leads counted by week (Monday) and by the class they named ("" when none). */
export interface LeadWeek {
  monday: string;
  total: number;
  byClass: Record<string, number>;
}

export interface LeadsReport {
  range: ReportRange;
  funnel: FunnelStep[];
  weeks: LeadWeek[];
  /** The classes leads named, most asked-about first ("" for none). */
  classes: { name: string; leads: number }[];
  leads: (LeadFacts & { date: string; reached: FunnelKey })[];
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** How far a lead went: the last step it reached with every step before it. */
export function reachedStep(lead: LeadFacts): number {
  let reached = 0;
  while (reached + 1 < funnelSteps.length && funnelSteps[reached + 1]?.at(lead)) reached++;
  return reached;
}

export function funnelOf(leads: readonly LeadFacts[]): FunnelStep[] {
  const reached = leads.map(reachedStep);
  return funnelSteps.map((step, index) => {
    const arrived = leads.filter((_, position) => (reached[position] as number) >= index);
    const before =
      index === 0 ? leads.length : leads.filter((_, position) => (reached[position] as number) >= index - 1).length;
    const previous = funnelSteps[index - 1];
    const days = previous
      ? arrived.map((lead) =>
          Math.max(0, (Date.parse(step.at(lead) ?? "") - Date.parse(previous.at(lead) ?? "")) / DAY_MS),
        )
      : [];
    return {
      key: step.key,
      label: step.label,
      leads: arrived.length,
      rate: leads.length > 0 ? arrived.length / leads.length : null,
      stepRate: before > 0 ? arrived.length / before : null,
      medianDays: median(days),
    };
  });
}

export async function leadsReport(database: Database, range: ReportRange): Promise<LeadsReport> {
  const facts = await leadFacts(database, range);
  const calendar = gymCalendar(range.from, range.to);
  const leads = facts.map((lead) => ({
    ...lead,
    date: calendar.locate(Date.parse(lead.receivedAt)).date,
    reached: funnelSteps[reachedStep(lead)]?.key ?? "lead",
  }));
  const weeks: LeadWeek[] = [];
  for (let monday = calendar.mondayOf(range.from); monday <= range.to; monday = addDays(monday, 7)) {
    weeks.push({ monday, total: 0, byClass: {} });
  }
  const totals = new Map<string, number>();
  for (const lead of leads) {
    const week = weeks.find((each) => each.monday === calendar.mondayOf(lead.date));
    const name = lead.className ?? "";
    totals.set(name, (totals.get(name) ?? 0) + 1);
    if (!week) continue;
    week.total++;
    week.byClass[name] = (week.byClass[name] ?? 0) + 1;
  }
  const classes = [...totals]
    .map(([name, count]) => ({ name, leads: count }))
    .sort((a, b) => b.leads - a.leads || (a.name === "" ? 1 : b.name === "" ? -1 : a.name.localeCompare(b.name)));
  return { range, funnel: funnelOf(facts), weeks, classes, leads };
}
