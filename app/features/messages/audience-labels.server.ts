import { formatTimeRange } from "#app/content/clock.ts";
import { currentProducts } from "#app/features/products/current-products.server.ts";
import { StaffRefused } from "#app/features/staff/errors.ts";
import { currentSchedule } from "#app/features/timetable/current-schedule.ts";
import { dayLabel, findSession } from "#app/features/timetable/sessions.server.ts";
import { AUDIENCE_FORMS, type Audience, parseAudience } from "./audiences.ts";

/**
 * An audience as staff read it, checked against what the gym has: the product, the class,
 * the session must exist. Refused (400 UNKNOWN_AUDIENCE) with what is wrong.
 */
export function describeAudience(text: string): { audience: Audience; label: string } {
  const audience = parseAudience(text);
  if (!audience) {
    throw new StaffRefused("UNKNOWN_AUDIENCE", `Choose who gets the message: ${AUDIENCE_FORMS}.`);
  }
  switch (audience.kind) {
    case "members":
      return { audience, label: "All members" };
    case "slipping-away":
      return { audience, label: "Members slipping away" };
    case "leads":
      return { audience, label: "Leads who are not members yet" };
    case "product": {
      const product = currentProducts().find(audience.productId);
      if (!product) throw new StaffRefused("UNKNOWN_AUDIENCE", `No product has the id ${audience.productId}.`);
      return { audience, label: `Holders of ${product.name}` };
    }
    case "class": {
      const gymClass = currentSchedule().classBySlug.get(audience.slug);
      if (!gymClass) throw new StaffRefused("UNKNOWN_AUDIENCE", `No class has the slug ${audience.slug}.`);
      const days = audience.days === 1 ? "day" : `${audience.days} days`;
      return { audience, label: `Came to ${gymClass.title} in the last ${days}` };
    }
    case "session": {
      const session = findSession(audience.sessionId);
      if (!session) throw new StaffRefused("UNKNOWN_AUDIENCE", `No session has the id ${audience.sessionId}.`);
      return {
        audience,
        label: `${session.className}, ${dayLabel(session.localDate)}, ${formatTimeRange(session.start, session.end)}`,
      };
    }
  }
}
