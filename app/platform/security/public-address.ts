import { BlockList, isIPv4, isIPv6 } from "node:net";

/**
 * Whether an IP address is public unicast: one on the internet at large, not this machine,
 * its network or anything special. The server checks it before it connects to an address a
 * stranger could name (a push subscription's endpoint): loopback, private, link-local (the
 * cloud metadata service), shared (carrier NAT), multicast, reserved and documentation
 * ranges are refused (IANA's special-purpose registries, RFC 6890). An IPv6 address must be
 * global unicast (2000::/3) and outside its special blocks; one that embeds an IPv4 address
 * (mapped, NAT64) is judged by that address.
 */
const special = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  special.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  // IETF protocol assignments (Teredo among them), documentation, 6to4 (it carries any IPv4 address).
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
] as const) {
  special.addSubnet(network, prefix, "ipv6");
}
const globalUnicast = new BlockList();
globalUnicast.addSubnet("2000::", 3, "ipv6");

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::a.b.c.d) address, if it is one. */
function embeddedIPv4(address: string): string | null {
  const match = /^(?:::ffff:|64:ff9b::)(.+)$/i.exec(address);
  if (!match?.[1]) return null;
  const tail = match[1];
  if (isIPv4(tail)) return tail;
  const words = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(tail);
  if (!words?.[1] || !words[2]) return null;
  const high = Number.parseInt(words[1], 16);
  const low = Number.parseInt(words[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

export function isPublicUnicast(address: string): boolean {
  if (isIPv4(address)) return !special.check(address, "ipv4");
  if (!isIPv6(address)) return false;
  const inner = embeddedIPv4(address);
  if (inner) return isPublicUnicast(inner);
  return globalUnicast.check(address, "ipv6") && !special.check(address, "ipv6");
}
