import type { LookupAddress } from "node:dns";
import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isPublicUnicast } from "#app/platform/security/public-address.ts";

/**
 * Where the server may post a web push notification (decision 0140). A subscription's
 * endpoint is a URL a member hands us, and the server posts to it: left open, a member could
 * make the server post into its own network (redis.internal:6379, the cloud's metadata
 * service). So an endpoint must be on a push service browsers use, over https on port 443;
 * the connection goes only to a public address, checked as it is made (so a name that
 * resolves elsewhere by then, DNS rebinding, is refused); and redirects are never followed.
 */
export interface PushNetwork {
  /** Why the server will not post to this endpoint, or null when it may. */
  endpointProblem(url: URL): string | null;
  /** Whether a resolved address may be connected to. */
  addressAllowed(address: string): boolean;
  /** Every address of a host name (dns.lookup's, as the operating system resolves). */
  resolve(hostname: string): Promise<LookupAddress[]>;
}

/**
 * The push services of the browsers that support web push, by the hosts of the endpoints
 * they hand out: Chrome, Android and other Chromium browsers (Google's FCM), Firefox
 * (Mozilla's autopush), Safari and every browser on iOS (Apple's, *.push.apple.com), Edge
 * (Microsoft's WNS, *.notify.windows.com). Sources in decision 0140.
 */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^[a-z0-9-]+\.push\.apple\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
];

export const PUSH_ENDPOINT_RULE =
  "must be the address of a browser's push service (Google, Mozilla, Apple or Microsoft), https on port 443";

/** Null for an endpoint on a browser's push service, https on port 443; else what is wrong. */
export function pushEndpointProblem(url: URL): string | null {
  const onPushService = PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
  const plain = url.protocol === "https:" && url.port === "" && url.username === "" && url.password === "";
  return onPushService && plain ? null : PUSH_ENDPOINT_RULE;
}

export const productionPushNetwork: PushNetwork = {
  endpointProblem: pushEndpointProblem,
  addressAllowed: isPublicUnicast,
  resolve: (hostname) => lookup(hostname, { all: true, verbatim: true }),
};

/** The endpoint is not one to post to: the subscription can never be delivered. */
export class PushEndpointRefused extends Error {
  override name = "PushEndpointRefused";
}

/**
 * A lookup for the connection itself: every address the name resolves to must be allowed
 * (one that is not refuses the whole name, rather than picking another), and the socket
 * connects to exactly the address vetted here.
 */
function vettedLookup(network: PushNetwork): LookupFunction {
  return (hostname, options, callback) => {
    network.resolve(hostname).then(
      (found) => {
        const refused = found.find((entry) => !network.addressAllowed(entry.address));
        if (refused || found.length === 0) {
          const reason = refused ? `${refused.address} is not a public address` : "no address";
          return callback(Object.assign(new Error(`${reason} (${hostname})`), { code: "EPUSHADDRESS" }), "");
        }
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = found.filter((entry) => wanted === 0 || entry.family === wanted);
        if (options.all) return callback(null, usable);
        const [first] = usable;
        if (!first) {
          return callback(Object.assign(new Error(`no IPv${wanted} address (${hostname})`), { code: "ENOTFOUND" }), "");
        }
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ""),
    );
  };
}

/**
 * POSTs one push request and answers the status. Node's http client follows no redirect (a
 * 3xx is an answer like any other, as fetch's `redirect: "error"` would refuse it); the
 * body is never read (a push service's answer has none worth reading).
 */
export function postToPushService(
  network: PushNetwork,
  endpoint: string,
  request: { headers: Record<string, string>; body: Uint8Array | null; signal: AbortSignal },
): Promise<number> {
  const url = new URL(endpoint);
  const problem = network.endpointProblem(url);
  if (problem) return Promise.reject(new PushEndpointRefused(`${url.host}: ${problem}`));
  // An address written in the URL is connected to without any lookup: it is vetted here instead.
  const literal = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(literal) && !network.addressAllowed(literal)) {
    return Promise.reject(new PushEndpointRefused(`${literal} is not a public address`));
  }
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      { method: "POST", headers: request.headers, signal: request.signal, lookup: vettedLookup(network), agent: false },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(request.body ?? undefined);
  });
}
