import { normalizeIP } from "@better-auth/core/utils/ip";
import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER, clientIp, normalizeClientAddress } from "./client-ip.server.ts";

describe("client addresses for rate limits", () => {
  it.each([
    ["203.0.113.5", "203.0.113.5"],
    ["::ffff:203.0.113.5", "203.0.113.5"],
    ["::FFFF:cb00:7105", "203.0.113.5"],
    ["2001:DB8::1", "2001:0db8:0000:0000:0000:0000:0000:0001"],
    ["2001:db8:0:0:0:0:0:1", "2001:0db8:0000:0000:0000:0000:0000:0001"],
    ["::1", "0000:0000:0000:0000:0000:0000:0000:0001"],
    ["fe80::1%eth0", "fe80:0000:0000:0000:0000:0000:0000:0001"],
    ["64:ff9b::192.0.2.33", "0064:ff9b:0000:0000:0000:0000:c000:0221"],
    ["not an address", "unknown"],
    ["", "unknown"],
    [undefined, "unknown"],
  ])("spells %s as %s", (address, expected) => {
    expect(normalizeClientAddress(address)).toBe(expected);
  });

  it("keeps two addresses of one IPv6 /64 apart: one client can rotate through a whole /64", () => {
    expect(normalizeClientAddress("2001:db8:1:2::a")).not.toBe(normalizeClientAddress("2001:db8:1:2::b"));
  });

  it("spells addresses the way better-auth's limiter does when it counts whole addresses", () => {
    for (const address of ["203.0.113.5", "::ffff:203.0.113.5", "2001:DB8::1", "2001:db8:1:2::a", "::1"]) {
      expect(normalizeIP(normalizeClientAddress(address), { ipv6Subnet: 128 })).toBe(normalizeClientAddress(address));
    }
  });

  it("reads the address the server put on the request, in the same spelling", () => {
    const request = new Request("http://localhost/contact", { headers: { [CLIENT_IP_HEADER]: "::ffff:198.51.100.7" } });
    expect(clientIp(request)).toBe("198.51.100.7");
    expect(clientIp(new Request("http://localhost/contact"))).toBe("unknown");
  });
});
