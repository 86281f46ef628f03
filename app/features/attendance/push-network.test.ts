import { describe, expect, it } from "vitest";
import { isPublicUnicast } from "#app/platform/security/public-address.ts";
import { pushEndpointProblem } from "./push-network.server.ts";

/**
 * Where the server may post a notification: only to the push services browsers use
 * (decision 0140), over https on port 443, and only at public addresses.
 */
describe("a push subscription's endpoint", () => {
  it("is accepted on the push services of Chrome/Android, Firefox, Safari and Edge", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/dK9s:APA91b",
      "https://fcm.googleapis.com/wp/dK9s",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk",
      "https://web.push.apple.com/QGuQyavXutnMH",
      "https://api.push.apple.com/3/device/abc",
      "https://wns2-by3p.notify.windows.com/w/?token=BQYAAAB",
      "https://FCM.googleapis.com:443/fcm/send/x",
    ]) {
      expect(pushEndpointProblem(new URL(endpoint)), endpoint).toBeNull();
    }
  });

  it("is refused anywhere else: another host, plain http, another port, credentials", () => {
    for (const endpoint of [
      "https://push.example.com/send/abc123",
      "https://redis.internal:6379/",
      "https://metadata.google.internal/computeMetadata/v1/",
      "http://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "https://fcm.googleapis.com./fcm/send/x",
      "https://fcm.googleapis.com.evil.example/fcm/send/x",
      "https://evil.example/fcm.googleapis.com/",
      "https://user:secret@fcm.googleapis.com/fcm/send/x",
      "https://push.apple.com/x",
      "https://evilpush.apple.com/x",
      "https://a.b.push.apple.com/x",
      "https://notify.windows.com/x",
      "https://127.0.0.1/x",
      "https://[::1]/x",
      "https://localhost/x",
    ]) {
      expect(pushEndpointProblem(new URL(endpoint)), endpoint).not.toBeNull();
    }
  });
});

describe("a public unicast address", () => {
  it("is one on the internet at large", () => {
    for (const address of [
      "142.250.74.106",
      "8.8.8.8",
      "17.253.144.10",
      "2a00:1450:4009:81f::200a",
      "2606:4700::1111",
    ]) {
      expect(isPublicUnicast(address), address).toBe(true);
    }
  });

  it("is none of loopback, private, link-local, shared, multicast, reserved or documentation addresses, however written", () => {
    for (const address of [
      "0.0.0.0",
      "127.0.0.1",
      "127.255.0.9",
      "10.0.0.1",
      "100.64.0.1",
      "169.254.169.254",
      "172.16.0.1",
      "172.31.255.255",
      "192.0.0.8",
      "192.0.2.1",
      "192.168.1.1",
      "198.18.0.1",
      "198.51.100.7",
      "203.0.113.9",
      "224.0.0.1",
      "240.0.0.1",
      "255.255.255.255",
      "::",
      "::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "::ffff:a9fe:a9fe",
      "64:ff9b::a9fe:a9fe",
      "fe80::1",
      "fc00::1",
      "fd12:3456::1",
      "ff02::1",
      "2001:db8::1",
      "2001::1",
      "2002:c0a8:0101::1",
      "100::1",
      "not an address",
    ]) {
      expect(isPublicUnicast(address), address).toBe(false);
    }
  });
});
