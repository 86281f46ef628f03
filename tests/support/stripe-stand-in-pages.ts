import type { ServerResponse } from "node:http";

/** The stand-in's hosted pages and its reading of Stripe's form encoding (stripe-stand-in.ts). */

type Json = Record<string, unknown>;

/** Stripe's form encoding (`a[b][0][c]=1`) as nested objects and arrays of strings. */
export function decodeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Json = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else {
        if (node[part] === undefined) node[part] = /^\d+$/.test(path[i + 1] ?? "") ? [] : {};
        node = node[part] as Json;
      }
    });
  }
  return root;
}

/** Stripe's hosted Checkout, as small as a test needs: what is bought, and a Pay button while it is open. */
export function payPage(res: ServerResponse, session: Json) {
  const names = ((session.lines as { name: string }[]) ?? []).map((line) => line.name).join(", ");
  const body =
    session.status === "open"
      ? `<h1>Pay ${names}</h1><form method="post"><button type="submit">Pay</button></form>`
      : `<h1>This Checkout Session is ${session.status}</h1>`;
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  res.end(
    `<!DOCTYPE html><html lang="en"><head><title>Stand-in Checkout</title></head><body><main>${body}<a href="${session.cancel_url}">Back</a></main></body></html>`,
  );
}

/** Stripe's hosted billing portal: a page with the way back. */
export function portalPage(res: ServerResponse, url: URL) {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  res.end(
    `<!DOCTYPE html><html lang="en"><head><title>Stand-in billing portal</title></head><body><main><h1>Billing portal</h1><a href="${url.searchParams.get("return") ?? "/"}">Return</a></main></body></html>`,
  );
}
