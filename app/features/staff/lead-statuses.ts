import { type LeadStatus, leadStatuses } from "#app/platform/data/tables.ts";

/** A lead's statuses as the desk reads them, in the order a lead moves through them. */
export { type LeadStatus, leadStatuses };

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  joined: "Joined",
  closed: "Closed",
};
