import { data } from "react-router";
import { Temporal } from "temporal-polyfill";
import { formatMoney } from "#app/content/products.ts";
import { parseBusinessDate } from "#app/features/books/business-date-input.ts";
import { gymDateOf, nextDate } from "#app/features/books/business-days.server.ts";
import { type CashUp, CashUpRefused, cashUpOf, closeDay, expectedCash } from "#app/features/books/cash-up.server.ts";
import { documentDateLabel } from "#app/features/books/dates.ts";
import { CASH_UP_LIMITS } from "#app/features/books/limits.ts";
import { currencyDigits, parseMoneyInput } from "#app/features/books/money-input.ts";
import { cashUpMethodLabels } from "#app/features/books/takings.server.ts";
import { requireStaffViewer, requireStaffWriter } from "#app/features/staff/access.server.ts";
import { maskedForDemo } from "#app/features/staff/demo-view.server.ts";
import { StaffRefused } from "#app/features/staff/errors.ts";
import { field, outcomeOf, type StaffOutcome } from "#app/features/staff/outcome.server.ts";
import { localDateTimeLabel } from "#app/features/timetable/sessions.server.ts";
import { toOneLineOfPlainText } from "#app/platform/security/control-characters.ts";
import { clock } from "#app/platform/time/clock.ts";
import type { Services } from "#app/services.server.ts";

/** "Over by $2", "Short by $1.50", "Exact". */
export function varianceLabel(variance: number, currency: string): string {
  if (variance === 0) return "Exact";
  return `${variance > 0 ? "Over" : "Short"} by ${formatMoney(Math.abs(variance), currency)}`;
}

function cashUpView(cashUp: CashUp) {
  const { takings, closed } = cashUp;
  const money = (amount: number) => formatMoney(amount, takings.currency);
  const cash = takings.methods.find((line) => line.method === "cash");
  return {
    status: cashUp.status,
    currency: takings.currency,
    methods: takings.methods.map((line) => ({
      method: line.method,
      label: cashUpMethodLabels[line.method],
      salesCount: line.sales.count,
      sales: money(line.sales.amount),
      refundsCount: line.refunds.count,
      refunds: money(line.refunds.amount),
      net: money(line.net),
    })),
    totals: {
      salesCount: takings.totals.sales.count,
      sales: money(takings.totals.sales.amount),
      refundsCount: takings.totals.refunds.count,
      refunds: money(takings.totals.refunds.amount),
      net: money(takings.totals.net),
    },
    /** The cash the day added to the drawer (taken less given back). */
    cashNet: money(cash ? cash.net : 0),
    expectedWithoutFloat: expectedCash(takings, 0),
    closed: closed
      ? {
          at: localDateTimeLabel(Date.parse(closed.closedAt)),
          name: closed.closedBy,
          float: money(closed.float),
          countedCash: money(closed.countedCash),
          expectedCash: money(closed.expectedCash),
          variance: varianceLabel(closed.variance, takings.currency),
          varianceTone: closed.variance === 0 ? "exact" : closed.variance > 0 ? "over" : "short",
          note: closed.note,
        }
      : null,
  };
}

/** The day asked for (today where the gym is by default), its cash-up, and whether this viewer may close it. */
export async function loadCashUp(request: Request, services: Services) {
  const viewer = await requireStaffViewer(request, services);
  const today = gymDateOf(clock.now());
  const asked = new URL(request.url).searchParams.get("date");
  const date = asked === null || asked === "" ? today : parseBusinessDate(asked);
  if (!date) {
    return data({ date: asked ?? "", error: "Choose a date: day, month and year.", today, day: null }, { status: 400 });
  }
  const cashUp = await cashUpOf(services.database.db, date);
  const view = cashUpView(cashUp);
  const page = {
    date,
    error: null,
    today,
    day: {
      ...view,
      dateLabel: documentDateLabel(date),
      isToday: date === today,
      begun: date <= today,
      previous: Temporal.PlainDate.from(date).subtract({ days: 1 }).toString(),
      next: date < today ? nextDate(date) : null,
      /** The demo account looks, never closes. */
      canClose: !viewer.demo && view.status === "open" && date <= today,
      digits: currencyDigits(view.currency),
    },
  };
  return viewer.demo ? maskedForDemo(page, viewer) : page;
}

/** Closes the day with what staff counted: any staff member or owner, never the demo account. */
export async function cashUpAction(request: Request, services: Services) {
  const staff = await requireStaffWriter(request, services);
  const form = await request.formData().catch(() => new FormData());
  const typed = {
    float: field(form, "float", 30),
    countedCash: field(form, "countedCash", 30),
    note: field(form, "note", CASH_UP_LIMITS.noteMax * 2),
  };
  return outcomeOf<StaffOutcome & { typed?: typeof typed }>(
    async () => {
      if (field(form, "intent") !== "close-day") {
        throw new StaffRefused("INVALID_INPUT", "That action is not known. Please try again from the page.");
      }
      const date = parseBusinessDate(field(form, "date", 10));
      if (!date) throw new StaffRefused("INVALID_INPUT", "Choose the day to close.");
      const digits = currencyDigits((await cashUpOf(services.database.db, date)).takings.currency);
      const float = parseMoneyInput(typed.float, digits);
      const countedCash = parseMoneyInput(typed.countedCash, digits);
      if (float === null || float > CASH_UP_LIMITS.amountMax) {
        throw new StaffRefused("INVALID_INPUT", "Type the float as an amount, such as 150 or 150.00.");
      }
      if (countedCash === null || countedCash > CASH_UP_LIMITS.amountMax) {
        throw new StaffRefused("INVALID_INPUT", "Type the cash you counted as an amount, such as 412.50.");
      }
      const note = toOneLineOfPlainText(typed.note);
      if (note.length > CASH_UP_LIMITS.noteMax) {
        throw new StaffRefused("INVALID_INPUT", `Keep the note to ${CASH_UP_LIMITS.noteMax} characters.`);
      }
      try {
        const closed = await closeDay(services.database, {
          date,
          float,
          countedCash,
          note,
          actor: { id: staff.id, label: staff.email, name: staff.name },
        });
        const variance = closed.closed ? varianceLabel(closed.closed.variance, closed.takings.currency) : "";
        return {
          tone: "success" as const,
          message: `${documentDateLabel(date)} is closed. Cash: ${variance.toLowerCase()}.`,
          subject: "close-day",
        };
      } catch (error) {
        if (error instanceof CashUpRefused)
          throw new StaffRefused(error.code === "ALREADY_CLOSED" ? "ALREADY_CLOSED" : "DAY_NOT_BEGUN", error.message);
        throw error;
      }
    },
    { subject: "close-day", refused: { typed } },
  );
}
