import { formatMoney } from "#app/content/products.ts";
import { documentDateLabel } from "#app/features/books/dates.ts";
import { sellProduct } from "#app/features/memberships/sales.server.ts";
import { productOfShape, TEST_MAIL } from "#app/features/memberships/test-support.ts";
import { COMMAND_LINE } from "#app/features/staff/audit.server.ts";
import { refundAtDesk } from "#app/features/staff/desk-sales.server.ts";
import { gymToday } from "#app/features/timetable/sessions.server.ts";
import { expect, test } from "./support.ts";

/**
 * A receipt is a document the member keeps: it names itself once, and a refunded payment
 * reads as the books recorded it (each credit note, and what was paid in the end).
 */
test.describe("A payment's receipt", { tag: "@flow" }, () => {
  test("of a refunded payment shows the credit note, its date and amount, and the net total paid; its heading once", async ({
    page,
    database,
    signedInUser: member,
    expectNoAxeViolations,
  }) => {
    const user = await database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", member.email)
      .executeTakeFirstOrThrow();
    const product = productOfShape("drop-in");
    const sold = await sellProduct(
      database,
      { userId: user.id, productId: product.id, method: "cash" },
      { mail: TEST_MAIL },
    );
    // Refunded by the gym from the command line, in the member's own name for the records' actor.
    const { creditNote } = await refundAtDesk(
      { database, mail: { context: TEST_MAIL }, payments: null },
      { memberId: user.id, saleId: sold.sale.id, actor: { ...COMMAND_LINE, id: user.id } },
    );

    await page.goto(`/account/receipts/${sold.sale.id}`);
    await expect(page.getByRole("heading", { name: "Receipt" })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Receipt");
    await expect(page.getByText("Refunded", { exact: true })).toBeVisible();
    const refund = page.getByRole("row", { name: new RegExp(`credit note ${creditNote.number}`) });
    await expect(refund).toContainText(`Refunded on ${documentDateLabel(gymToday().toString())}`);
    await expect(refund).toContainText(`−${formatMoney(product.price)}`);
    await expect(page.getByRole("row", { name: /^Total paid, after refunds/ })).toContainText(formatMoney(0));
    await expectNoAxeViolations();
  });
});
