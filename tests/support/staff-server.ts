import { COMMAND_LINE } from "#app/features/staff/audit.server.ts";
import { type Role, setRole } from "#app/features/staff/roles.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { cookieOf } from "./accounts-api.ts";
import { type ApiMember, signUp } from "./api-members.ts";
import type { FreshDatabase } from "./databases.ts";
import { postJson, type RunningServer, startServer } from "./server-process.ts";
import { TEST_SECRET } from "./test-settings.ts";

/** The public demo staff account the staff APIs' tests configure: it may look, never change. */
export const DEMO_STAFF = { email: "demo-desk@ironpeak.example", password: "front-desk-demo-1" } as const;

/** A production server on a fresh database, with the demo staff account seeded and no demo member. */
export function startStaffServer(fresh: FreshDatabase): Promise<RunningServer> {
  return startServer({
    ...fresh.env,
    BETTER_AUTH_SECRET: TEST_SECRET,
    DEMO_EMAIL: "",
    DEMO_STAFF_EMAIL: DEMO_STAFF.email,
    DEMO_STAFF_PASSWORD: DEMO_STAFF.password,
    AUTH_RATE_LIMIT_MAX: "1000",
  });
}

/** The demo staff account signed in on `server`. */
export async function signInDemoStaff(server: RunningServer): Promise<ApiMember> {
  const response = await postJson(server, "/api/auth/sign-in/email", DEMO_STAFF);
  if (response.status !== 200) throw new Error(`the demo staff sign-in answered ${response.status}`);
  return { id: "", email: DEMO_STAFF.email, cookie: cookieOf(response) };
}

/** A new account signed up on `server` and given a front-desk role (a coach's with their trainer), as `npm run staff -- grant` would. */
export async function signUpStaff(
  server: RunningServer,
  database: Database,
  {
    label = "desk",
    role = "staff",
    trainer,
  }: { label?: string; role?: Exclude<Role, "member">; trainer?: string } = {},
): Promise<ApiMember> {
  const staff = await signUp(server, label);
  await setRole(database, {
    email: staff.email,
    role,
    trainer,
    actor: COMMAND_LINE,
    demoAccounts: {},
    from: "command line",
  });
  return staff;
}
