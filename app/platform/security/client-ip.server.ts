import { isIPv4, isIPv6 } from "node:net";

/**
 * The request header carrying the client's address from our Express layer to the
 * handlers (better-auth's rate limit, the contact form's). The server overwrites it on
 * every request, so a client cannot choose its own rate-limit bucket.
 */
export const CLIENT_IP_HEADER = "x-ironpeak-client-ip";

/** What an address that is not one (no socket address, a malformed header) counts as: one shared bucket. */
export const UNKNOWN_CLIENT = "unknown";

/**
 * One spelling per client address, so every rate limit counts a client once: IPv4 as is,
 * IPv4-mapped IPv6 (`::ffff:203.0.113.5`, what a dual-stack socket reports) as the IPv4
 * address, and every other IPv6 address in full, lower-case form
 * (`2001:0db8:0000:0000:0000:0000:0000:0001`), whole: limits are per address, not per /64.
 * This is also the form better-auth gives an address when its `ipv6Subnet` is 128, so its
 * limiter and ours agree.
 */
export function normalizeClientAddress(address: string | undefined): string {
  const trimmed = (address ?? "").trim();
  if (isIPv4(trimmed)) return trimmed;
  // A zone index (fe80::1%eth0) names the local interface, not the client.
  const withoutZone = trimmed.replace(/%.*$/, "");
  if (!isIPv6(withoutZone)) return UNKNOWN_CLIENT;
  const groups = ipv6Groups(withoutZone.toLowerCase());
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return groups.map((group) => group.toString(16).padStart(4, "0")).join(":");
}

/** The eight 16-bit groups of a valid IPv6 address, with `::` expanded and a dotted IPv4 tail converted. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => Number.parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => 0);
  return [...left, ...zeros, ...right];
}

/** The client address the server put on this request, for a rate limit's key. */
export function clientIp(request: Request): string {
  return normalizeClientAddress(request.headers.get(CLIENT_IP_HEADER) ?? undefined);
}
