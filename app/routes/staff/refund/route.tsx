import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";
import { RefundForm } from "./RefundForm.tsx";
import { RefundSummary } from "./RefundSummary.tsx";
import { loadRefundPage, refundPageAction } from "./refund-page.server.ts";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadRefundPage(request, params.memberId, params.saleId, await getServices());
}

export async function action({ request, params, url }: Route.ActionArgs) {
  return refundPageAction(request, url, params.memberId, params.saleId, await getServices());
}

export const headers = staffPageHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  staffPageMeta(loaderData ? `Refund: ${loaderData.sale.item}` : "Refund");

/** A payment's refund: what it touches first, then the form (owners). */
export default function RefundPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  return (
    <>
      <ConsoleHeading title={`Refund: ${page.sale.item}`}>
        <p>
          <a href={`/staff/members/${page.member.id}`} className="link">
            {page.member.name}
          </a>{" "}
          · paid {page.sale.paidLabel} on {page.sale.dateLabel} ({page.sale.methodLabel})
        </p>
      </ConsoleHeading>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <RefundSummary page={page} />
        <RefundForm page={page} outcome={actionData} />
      </div>
    </>
  );
}
