/**
 * `npm run import -- members FILE.csv [--preset NAME] [--mapping JSON] [--dates ORDER] [--commit]`:
 * members moved in from another system's export, into the database the server uses
 * (DATA_DIR's SQLite file or DATABASE_URL). The same check and the same commit as
 * /staff/import (app/features/imports/, decision 0187).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { migrateAll, schemaOnlyAuth } from "#app/features/accounts/migrate-all.server.ts";
import { checkFile, MappingRefused } from "#app/features/imports/check-file.server.ts";
import { dateOrderLabels, dateOrders, type ImportMapping, importFields } from "#app/features/imports/fields.ts";
import { checkUpload, commitImport, ImportRefused } from "#app/features/imports/imports.server.ts";
import type { CheckOutcome } from "#app/features/imports/outcome.ts";
import { isPresetName, ownMapping, presetMapping, presetNames, presets } from "#app/features/imports/presets.ts";
import { productLookup } from "#app/features/imports/product-lookup.server.ts";
import { readCsv, UnreadableFile } from "#app/features/imports/read-csv.server.ts";
import { COMMAND_LINE } from "#app/features/staff/audit.server.ts";
import { ConfigError, parseEnv } from "#app/platform/config/env.server.ts";
import { databaseConfigFromEnv, openDatabase } from "#app/platform/data/database.server.ts";
import {
  escapeControlCharacters,
  escapeControlCharactersKeepingLines,
} from "#app/platform/security/control-characters.ts";
import { clock } from "#app/platform/time/clock.ts";

const USAGE = `Usage: npm run import -- members FILE.csv [options]

Reads a member export (CSV in UTF-8, UTF-16 or Windows-1252; comma, semicolon or
tab between columns) and checks every row against the gym's database: a dry run
that writes nothing and lists each row's problem. With --commit it imports them,
keyed by e-mail (a second import of the same file changes nothing): accounts
without a password (send the invitations from /staff/import when you are ready),
phone, emergency contact, the desk's note, membership, credits left, terms
accepted, and leads for people who hold nothing yet.
Uses DATA_DIR or DATABASE_URL, as the server does.

Options:
  --preset NAME    ${presetNames.join(", ")}: that system's headings
                   (default: headings named like our fields: email, name, phone…)
  --mapping JSON   {"Heading": "field", …} instead of a preset; fields:
                   ${importFields.join(", ")}
  --dates ORDER    ${dateOrders.join(", ")} (${dateOrders.map((order) => dateOrderLabels[order]).join(", ")}),
                   when the file's dates do not tell (default: auto)
  --commit         write what the dry run found
  -h, --help       show this help
`;

class UsageError extends Error {}

const print = (text: string) => process.stdout.write(`${escapeControlCharacters(text)}\n`);

function fail(message: string, code: number): never {
  process.stderr.write(`${escapeControlCharactersKeepingLines(message)}\n`);
  process.exit(code);
}

function commandLine() {
  const options = {
    help: { type: "boolean", short: "h" },
    preset: { type: "string" },
    mapping: { type: "string" },
    dates: { type: "string" },
    commit: { type: "boolean", default: false },
  } as const;
  let parsed: ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ options, allowPositionals: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return null;
  const [what, file, ...rest] = positionals;
  if (what !== "members")
    throw new UsageError(what ? `Unknown import "${what}": only members.` : "Say what to import: members FILE.csv.");
  if (!file || rest.length > 0) throw new UsageError("Name one CSV file: npm run import -- members FILE.csv");
  if (values.preset !== undefined && !isPresetName(values.preset)) {
    throw new UsageError(`--preset must be one of ${presetNames.join(", ")}, not "${values.preset}".`);
  }
  if (values.preset !== undefined && values.mapping !== undefined)
    throw new UsageError("Give --preset or --mapping, not both.");
  const dates = values.dates ?? "auto";
  if (dates !== "auto" && !(dateOrders as readonly string[]).includes(dates)) {
    throw new UsageError(`--dates must be one of ${dateOrders.join(", ")}, not "${dates}".`);
  }
  let mapping: ImportMapping | undefined;
  if (values.mapping !== undefined) {
    try {
      mapping = JSON.parse(values.mapping) as ImportMapping;
    } catch {
      throw new UsageError("--mapping must be a JSON object from headings to fields.");
    }
    const wrong = Object.values(mapping ?? {}).find((field) => !(importFields as readonly string[]).includes(field));
    if (typeof mapping !== "object" || mapping === null || wrong !== undefined) {
      throw new UsageError(`--mapping maps headings to ${importFields.join(", ")}${wrong ? `, not "${wrong}"` : ""}.`);
    }
  }
  return { file, preset: values.preset ?? null, mapping, dates, commit: values.commit ?? false };
}

function report(outcome: CheckOutcome, committed: boolean) {
  const verb = committed ? "" : "would be ";
  print(
    `${outcome.rows} rows: ${outcome.created} accounts ${verb}created, ${outcome.updated} ${verb}updated, ${outcome.leads} leads ${verb}added, ${outcome.unchanged} unchanged, ${outcome.skipped} skipped.`,
  );
  const { dates } = outcome;
  const how = {
    chosen: "as chosen",
    file: `as the file shows (${dates.example})`,
    preset: "assumed: the preset's",
    locale: "assumed: the gym's locale",
  };
  print(`Dates read as ${dateOrderLabels[dates.order]} (${how[dates.decidedBy]}).`);
  for (const problem of outcome.problems)
    print(`Row ${problem.row}, ${problem.field}: ${problem.code}. ${problem.message}`);
}

try {
  const command = commandLine();
  if (!command) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  const bytes = await readFile(command.file).catch((error: NodeJS.ErrnoException) =>
    fail(`Cannot read ${command.file}: ${error.code ?? error.message}`, 1),
  );
  const file = readCsv(new Uint8Array(bytes));
  const preset = command.preset && isPresetName(command.preset) ? command.preset : null;
  const mapping =
    command.mapping ?? (preset ? presetMapping(presets[preset], file.headings) : ownMapping(file.headings));
  const env = parseEnv(process.env);
  const database = openDatabase(databaseConfigFromEnv(env));
  try {
    await migrateAll(database, schemaOnlyAuth(database, env.SITE_URL));
    const settings = { preset, mapping, dateOrder: command.dates as "auto" };
    if (!command.commit) {
      // The dry run reads only: nothing is stored, not even the file.
      report((await checkFile(database.db, file, settings, await productLookup(database), clock.now())).outcome, false);
      print("A dry run: nothing was written. Run again with --commit to import.");
    } else {
      const upload = { fileName: path.basename(command.file), file, settings, actor: COMMAND_LINE };
      const checked = await checkUpload(database, upload);
      report(await commitImport(database, checked.id, COMMAND_LINE), true);
      print("Imported. Send the new members their invitations to choose a password from /staff/import.");
    }
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof UsageError) fail(`${error.message}\n\n${USAGE}`, 2);
  if (
    error instanceof UnreadableFile ||
    error instanceof MappingRefused ||
    error instanceof ImportRefused ||
    error instanceof ConfigError
  ) {
    fail(error.message, 1);
  }
  fail(`npm run import failed: ${error instanceof Error ? error.message : String(error)}`, 1);
}
