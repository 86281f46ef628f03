import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { books } from "#app/content/books.ts";
import { formatMoney } from "#app/content/products.ts";
import { productOfShape } from "#app/features/memberships/test-support.ts";
import { COMMAND_LINE } from "#app/features/staff/audit.server.ts";
import { setRole } from "#app/features/staff/roles.server.ts";
import { clock } from "#app/platform/time/clock.ts";
import { type ApiMember, api, expectApiError, signUp } from "#tests/support/api-members.ts";
import { databaseKinds, type FreshDatabase, freshDatabase } from "#tests/support/databases.ts";
import type { RunningServer } from "#tests/support/server-process.ts";
import { signInDemoStaff, signUpStaff, startStaffServer } from "#tests/support/staff-server.ts";
import { gymDateOf, nextDate } from "./business-days.server.ts";
import { textOfPdf } from "./test-support.ts";

/**
 * The books over HTTP against the production server (docs/api.md): a sale's invoice as the
 * member's printable page and PDF (nobody else's), the desk's copy (the demo account's with
 * the buyer masked), the day's cash-up read and closed (and who may), a sale after closing
 * dated the next day, and the owner's journal. Dates are read from the server's clock.
 */

interface SaleJson {
  sale: { id: string; amount: number; invoice: { number: string } };
}

describe.each(databaseKinds)("invoices, the cash-up and the journal over HTTP, on %s", (kind) => {
  let fresh: FreshDatabase;
  let server: RunningServer;
  let desk: ApiMember;
  let owner: ApiMember;
  let demoDesk: ApiMember;
  let member: ApiMember;

  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    server = await startStaffServer(fresh);
    desk = await signUpStaff(server, fresh.database);
    owner = await signUpStaff(server, fresh.database, { label: "owner" });
    await setRole(fresh.database, {
      email: owner.email,
      role: "owner",
      actor: COMMAND_LINE,
      demoAccounts: {},
      from: "command line",
    });
    demoDesk = await signInDemoStaff(server);
    member = await signUp(server, "buyer");
  });
  afterAll(async () => {
    await server?.stop();
    await fresh?.dispose();
  });

  const sell = async (method: "cash" | "card" = "cash"): Promise<SaleJson> => {
    const response = await api(server, "/api/staff/sales", {
      member: desk,
      method: "POST",
      json: { memberEmail: member.email, productId: productOfShape("pack").id, method },
    });
    expect(response.status).toBe(201);
    return (await response.json()) as SaleJson;
  };

  it("shows the member their invoice as a printable page and a PDF, and nobody else", async () => {
    const { sale } = await sell();
    const number = sale.invoice.number;
    const page = await api(server, `/account/invoices/${number}`, { member });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    expect(page.headers.get("cache-control")).toMatch(/no-store/);
    const html = await page.text();
    expect(html).toContain(`Invoice ${number}`);
    expect(html).toContain(member.email);
    expect(html).toContain(formatMoney(sale.amount));
    const pdf = await api(server, `/account/invoices/${number}.pdf`, { member });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(textOfPdf(Buffer.from(await pdf.arrayBuffer()))).toContain(`Invoice ${number}`);

    const stranger = await signUp(server, "stranger");
    expect((await api(server, `/account/invoices/${number}`, { member: stranger })).status).toBe(404);
    expect((await api(server, `/account/invoices/not-a-number`, { member })).status).toBe(404);
    const signedOut = await fetch(`http://127.0.0.1:${server.port}/account/invoices/${number}`, { redirect: "manual" });
    expect(signedOut.status).toBe(302);
    // Listed with the payment on /account.
    expect(await (await api(server, "/account", { member })).text()).toContain(`/account/invoices/${number}`);
  });

  it("gives the desk any invoice, the demo account with the buyer masked, and members none", async () => {
    const { sale } = await sell("card");
    const path = `/staff/invoices/${sale.invoice.number}`;
    const forDesk = await api(server, path, { member: desk });
    expect(forDesk.status).toBe(200);
    expect(await forDesk.text()).toContain(member.email);
    const forDemo = await api(server, path, { member: demoDesk });
    expect(forDemo.status).toBe(200);
    expect(await forDemo.text()).not.toContain(member.email);
    expect((await api(server, path, { member })).status).toBe(403);
    expect((await api(server, `${path}.pdf`, { member: desk })).headers.get("content-type")).toBe("application/pdf");
  });

  it("lets only the owner download the journal, balanced per day, in three layouts", async () => {
    await sell();
    const today = gymDateOf(clock.now());
    const path = `/staff/reports/revenue/journal.csv?from=${today}&to=${today}`;
    const csv = await api(server, path, { member: owner });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const rows = (await csv.text()).trim().split("\r\n");
    expect(rows[0]).toBe("date,journal,account_code,account,description,debit,credit,tax_rate,tax,currency");
    const cells = rows.slice(1).map((row) => row.split(","));
    const total = (column: number) => cells.reduce((sum, row) => sum + Math.round(Number(row[column] || 0) * 100), 0);
    expect(total(5)).toBeGreaterThan(0);
    expect(total(5)).toBe(total(6));
    expect(cells.map((row) => row[2])).toContain(books.accounts.cash.code);
    const xero = await api(server, `${path}&layout=xero`, { member: owner });
    expect((await xero.text()).split("\r\n")[0]).toBe("Narration,Date,Description,AccountCode,TaxRate,Amount");
    const quickbooks = await api(server, `${path}&layout=quickbooks`, { member: owner });
    expect((await quickbooks.text()).split("\r\n")[0]).toBe(
      "Journal No.,Journal Date,Account Name,Debits,Credits,Description",
    );
    expect((await api(server, `${path}&layout=sage`, { member: owner })).status).toBe(400);
    expect((await api(server, path, { member: desk })).status).toBe(403);
  });

  it("reads the day's cash-up; staff close it once with the count, the demo account and members never", async () => {
    const before = (await (await api(server, "/api/staff/cash-up", { member: desk })).json()) as {
      cashUp: { date: string; status: string; takings: { cash: { sales: { amount: number } } } };
    };
    expect(before.cashUp).toMatchObject({ date: gymDateOf(clock.now()), status: "open" });
    const cashTaken = before.cashUp.takings.cash.sales.amount;
    expect(cashTaken).toBeGreaterThan(0);
    expect((await api(server, "/api/staff/cash-up", { member: demoDesk })).status).toBe(200);
    await expectApiError(await api(server, "/api/staff/cash-up", { member }), 403, "STAFF_ONLY");
    await expectApiError(
      await api(server, "/api/staff/cash-up?date=2026-02-30", { member: desk }),
      400,
      "INVALID_DATE",
    );

    const today = before.cashUp.date;
    const close = (who: ApiMember, json: unknown) =>
      api(server, "/api/staff/cash-up", { member: who, method: "POST", json });
    const counted = { date: today, float: 10000, countedCash: 10000 + cashTaken - 250, note: "Coins short" };
    await expectApiError(await close(demoDesk, counted), 403, "DEMO_READ_ONLY");
    await expectApiError(await close(member, counted), 403, "STAFF_ONLY");
    await expectApiError(await close(desk, { ...counted, float: -1 }), 400, "INVALID_BODY");
    await expectApiError(await close(desk, { ...counted, date: nextDate(today) }), 400, "DAY_NOT_BEGUN");
    const closed = await close(desk, counted);
    expect(closed.status).toBe(201);
    expect(((await closed.json()) as { cashUp: unknown }).cashUp).toMatchObject({
      status: "closed",
      closed: {
        float: 10000,
        countedCash: counted.countedCash,
        expectedCash: 10000 + cashTaken,
        variance: -250,
        note: "Coins short",
        closedBy: { name: "Test Member" },
      },
    });
    await expectApiError(await close(desk, counted), 409, "ALREADY_CLOSED");
    const audit = await fresh.database.db
      .selectFrom("staff_audit_log")
      .select(["actor", "subject_id"])
      .where("action", "=", "cash-up.closed")
      .execute();
    expect(audit).toEqual([{ actor: desk.email, subject_id: today }]);

    // A sale after closing counts on the next day; the closed day's figures stay as they were.
    const late = await sell();
    const invoice = await fresh.database.db
      .selectFrom("invoices")
      .select("issued_on")
      .where("sale_id", "=", late.sale.id)
      .executeTakeFirstOrThrow();
    expect(invoice.issued_on).toBe(nextDate(today));
    const after = (await (
      await api(server, `/api/staff/cash-up?date=${today}`, { member: desk })
    ).json()) as typeof before;
    expect(after.cashUp.takings.cash.sales.amount).toBe(cashTaken);
    const demoView = (await (await api(server, `/api/staff/cash-up?date=${today}`, { member: demoDesk })).json()) as {
      cashUp: { closed: { closedBy: { name: string } } };
    };
    expect(demoView.cashUp.closed.closedBy.name).not.toBe("Test Member");
    const zReport = await api(server, `/staff/cash-up/${today}/z-report`, { member: desk });
    expect(zReport.status).toBe(200);
    expect(await zReport.text()).toContain("Z report");
    expect((await api(server, `/staff/cash-up/${nextDate(today)}/z-report`, { member: desk })).status).toBe(404);
  });
});
