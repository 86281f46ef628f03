/**
 * What is wrong with STRIPE_API_URL beside the key it is used with, or undefined. The secret
 * key goes with every request to it, so over a network it must be https (plain http only to
 * this machine, a stand-in such as stripe-mock); and a stand-in is for test keys: live money
 * goes to Stripe's own API, and a live key to nobody else.
 */
export function stripeApiUrlProblem(value: string, secretKey: string | undefined): string | undefined {
  if (!secretKey) return "is used only with STRIPE_SECRET_KEY";
  const url = new URL(value);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const loopback = host === "localhost" || host === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
  if (url.protocol !== "https:" && !loopback) {
    return "must be https:// (plain http:// only to this machine: localhost, 127.0.0.1, ::1)";
  }
  if (/^(sk|rk)_live_/.test(secretKey ?? "")) {
    return "must not be set with a live key (sk_live_…, rk_live_…): live payments go to Stripe's own API. Unset it, or use a test key";
  }
  return undefined;
}
