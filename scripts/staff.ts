/**
 * `npm run staff -- grant EMAIL staff|owner|coach [--trainer T]`, `revoke EMAIL`, `list`: who
 * works the front desk and who coaches, from the same database the server uses (DATA_DIR's
 * SQLite file or DATABASE_URL).
 * The first owner has to come from somewhere: here. Every change is in the audit log.
 */
import { parseArgs } from "node:util";
import { migrateAll, schemaOnlyAuth } from "#app/features/accounts/migrate-all.server.ts";
import { claimInstall } from "#app/features/demo/demo-mode.server.ts";
import { COMMAND_LINE } from "#app/features/staff/audit.server.ts";
import { StaffRefused } from "#app/features/staff/errors.ts";
import { listTeam, type Role, roleLabels, setRole } from "#app/features/staff/roles.server.ts";
import { ConfigError, parseEnv } from "#app/platform/config/env.server.ts";
import { databaseConfigFromEnv, openDatabase } from "#app/platform/data/database.server.ts";
import { escapeControlCharacters } from "#app/platform/security/control-characters.ts";

const USAGE = `Usage: npm run staff -- COMMAND

Commands:
  grant EMAIL staff|owner   Give the account with this e-mail the role.
  grant EMAIL coach         Make it a coach: it sees the sessions one trainer of
                            the timetable teaches (--trainer, or the trainer
                            whose name is the account's), their rosters with
                            health flags, and checks members in at /coach.
  revoke EMAIL              Take its role away: it is a member again.
  list                      Show who is staff, owner or coach.

Staff work the front desk at /staff; an owner may also give and take staff
and coach access there. The account must exist (sign up first). Every change
is written to the audit log. Uses DATA_DIR or DATABASE_URL, as the server does.

Options:
  --trainer ID|NAME   With grant ... coach: the trainer they teach as.
  -h, --help          Show this help.
`;

class UsageError extends Error {}

type Command =
  | { name: "help" }
  | { name: "list" }
  | { name: "grant"; email: string; role: Role; trainer?: string }
  | { name: "revoke"; email: string };

const print = (text: string) => process.stdout.write(`${escapeControlCharacters(text)}\n`);

function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

function parseCommandLine(): Command {
  const options = { help: { type: "boolean", short: "h" }, trainer: { type: "string" } } as const;
  let parsed: ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ options, allowPositionals: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const [name, ...rest] = parsed.positionals;
  if (parsed.values.help) return { name: "help" };
  if (name === "list" && rest.length === 0) return { name: "list" };
  if (name === "grant" && rest.length === 2) {
    const [email = "", role = ""] = rest;
    if (role !== "staff" && role !== "owner" && role !== "coach") {
      throw new UsageError(`The role must be staff, owner or coach, not "${role}".`);
    }
    const { trainer } = parsed.values;
    if (trainer !== undefined && role !== "coach") throw new UsageError("--trainer goes with the role coach only.");
    return { name: "grant", email, role, ...(trainer !== undefined ? { trainer } : {}) };
  }
  if (parsed.values.trainer !== undefined) throw new UsageError("--trainer goes with grant EMAIL coach only.");
  if (name === "revoke" && rest.length === 1) return { name: "revoke", email: rest[0] ?? "" };
  if (name === undefined) throw new UsageError("Say what to do: grant, revoke or list.");
  if (["list", "grant", "revoke"].includes(name)) throw new UsageError(`Wrong arguments for ${name}.`);
  throw new UsageError(`Unknown command "${name}".`);
}

const article = (role: Role) =>
  role === "owner" ? "an owner" : role === "staff" ? "staff" : role === "coach" ? "a coach" : "a member";

try {
  const command = parseCommandLine();
  if (command.name === "help") {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  const env = parseEnv(process.env);
  const database = openDatabase(databaseConfigFromEnv(env));
  try {
    // better-auth's tables too, so a fresh database answers "no such account" rather than failing.
    const schemaOnly = schemaOnlyAuth(database, env.SITE_URL);
    await migrateAll(database, schemaOnly);
    if (command.name === "list") {
      const team = await listTeam(database.db);
      if (team.length === 0) print("No staff yet. Make someone an owner: npm run staff -- grant EMAIL owner");
      for (const member of team) {
        const teaching = member.trainer ? `; teaches as ${member.trainer.name}` : "";
        print(
          `${roleLabels[member.role].padEnd(6)}  ${member.email}  (${member.name}${teaching}; since ${member.grantedAt.slice(0, 10)}, by ${member.grantedBy})`,
        );
      }
    } else {
      const role = command.name === "grant" ? command.role : "member";
      const change = await setRole(database, {
        email: command.email,
        role,
        // A coach's trainer: as given, else the trainer whose name is the account's.
        trainer:
          role === "coach" && command.name === "grant"
            ? (command.trainer ??
              (
                await database.db
                  .selectFrom("user")
                  .select("name")
                  .where("email", "=", command.email.trim().toLowerCase())
                  .executeTakeFirst()
              )?.name)
            : undefined,
        actor: COMMAND_LINE,
        demoAccounts: env,
        from: "command line",
      });
      const email = change.account.email;
      const teaching = change.trainer ? `, teaching as ${change.trainer.name}` : "";
      print(
        !change.changed
          ? `${email} is already ${article(change.after)}: nothing changed.`
          : `${email} is now ${article(change.after)}${teaching} (was ${article(change.before)}).`,
      );
      if (change.after !== "member") {
        // The gym has claimed its install: the demo accounts, whose passwords are public, go for good.
        const { claimed, lockedOut } = await claimInstall({ auth: schemaOnly, database }, email);
        if (claimed) {
          print("This install is now the gym's: demo mode is over, and no demo account will be seeded again.");
          if (lockedOut.length > 0) {
            print(
              `Locked out now and removed at the server's next start: ${lockedOut.join(", ")}. Restart the server to finish.`,
            );
          }
        }
      }
    }
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof UsageError) fail(`${escapeControlCharacters(error.message)}\n\n${USAGE}`, 2);
  if (error instanceof StaffRefused || error instanceof ConfigError) fail(escapeControlCharacters(error.message), 1);
  fail(`npm run staff failed: ${escapeControlCharacters(error instanceof Error ? error.message : String(error))}`, 1);
}
