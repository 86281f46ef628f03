import { expect } from "vitest";
import type { DatabaseKind } from "#app/platform/data/database.server.ts";
import { type ApiMember, api } from "./api-members.ts";
import { type FreshDatabase, freshDatabase } from "./databases.ts";
import { type RunningServer, startServer } from "./server-process.ts";
import { StripeStandIn } from "./stripe-stand-in.ts";
import { TEST_SECRET } from "./test-settings.ts";

/**
 * The production server with online payment, on a fresh database of its own, against a
 * stand-in for Stripe (stripe-stand-in.ts) that sends it signed webhooks: what the payments
 * suites (app/features/payments/*.test.ts) press Buy on and pay through.
 */

export interface Held {
  membership: { status: string; books: boolean; online: boolean; graceEndsAt: string | null } | null;
  creditsLeft: number;
}

export interface PaymentsServer {
  fresh: FreshDatabase;
  stripe: StripeStandIn;
  server: RunningServer;
  /** The server's environment, for a command run beside it (`npm run payments -- sync`). */
  env: Record<string, string>;
  stop(): Promise<void>;
  /** Presses a Buy button on /pricing, as a browser posts it. */
  press(member: ApiMember, productId: string): Promise<Response>;
  /** Presses Buy and expects to be sent to the stand-in's Checkout: answers the session's id. */
  buy(member: ApiMember, productId: string): Promise<string>;
  held(member: ApiMember): Promise<Held>;
  salesOf(member: ApiMember): Promise<{ method: string; amount: number; external_ref: string | null }[]>;
}

export async function startPaymentsServer(
  kind: DatabaseKind,
  moreEnv: Record<string, string> = {},
): Promise<PaymentsServer> {
  const fresh = await freshDatabase(kind);
  const stripe = await new StripeStandIn().start();
  const env = {
    ...fresh.env,
    BETTER_AUTH_SECRET: TEST_SECRET,
    AUTH_RATE_LIMIT_MAX: "1000",
    BOOKING_RATE_LIMIT_MAX: "1000",
    STRIPE_SECRET_KEY: "sk_test_standin0123456789",
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
    ...moreEnv,
  };
  const server = await startServer(env).catch(async (error: unknown) => {
    await stripe.stop();
    await fresh.dispose();
    throw error;
  });
  stripe.webhookUrl = `http://127.0.0.1:${server.port}/api/stripe/webhook`;
  const press = (member: ApiMember, productId: string) =>
    fetch(`${server.origin}/pricing`, {
      method: "POST",
      headers: { origin: server.origin, cookie: member.cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ productId }),
      redirect: "manual",
    });
  return {
    fresh,
    stripe,
    server,
    env,
    async stop() {
      await server.stop();
      await stripe.stop();
      await fresh.dispose();
    },
    press,
    async buy(member, productId) {
      const pressed = await press(member, productId);
      expect(pressed.status).toBe(303);
      const location = pressed.headers.get("location") ?? "";
      expect(location.startsWith(`${stripe.url}/pay/cs_test_`)).toBe(true);
      return location.slice(`${stripe.url}/pay/`.length);
    },
    held: async (member) => (await (await api(server, "/api/me/entitlements", { member })).json()) as Held,
    salesOf: (member) =>
      fresh.database.db
        .selectFrom("sales")
        .select(["method", "amount", "external_ref"])
        .where("user_id", "=", member.id)
        .execute(),
  };
}
