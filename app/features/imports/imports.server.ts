import { randomUUID } from "node:crypto";
import { type AuditActor, recordStaffAction } from "#app/features/staff/audit.server.ts";
import type { Database } from "#app/platform/data/database.server.ts";
import { isUniqueViolation } from "#app/platform/data/unique-violation.ts";
import { clock } from "#app/platform/time/clock.ts";
import { checkFile, type ImportSettings } from "./check-file.server.ts";
import type { CheckOutcome } from "./outcome.ts";
import { planImport } from "./plan.server.ts";
import { productLookup } from "./product-lookup.server.ts";
import { type Encoding, parseCsvText, type ReadFile } from "./read-csv.server.ts";
import { type Written, writePlans } from "./write-members.server.ts";

/**
 * An import's life (decision 0187): checked (the dry run, stored so any server can commit
 * it), then committed by one of them, exactly once. The stored file goes at commit, after a
 * day unused, or when an account it names is deleted (migration 0200).
 */

/** Rows written per transaction: SQLite's one writer is never held for long, and a slice fails alone. */
const SLICE = 500;
const DAY = 24 * 60 * 60 * 1000;
/** A commit that has said nothing for this long died with its server: another may take it over. */
const STALE_COMMIT_MS = 10 * 60 * 1000;

export interface StoredSettings extends ImportSettings {
  encoding: Encoding;
}

export type ImportRefusal = "NOT_FOUND" | "ALREADY_COMMITTED" | "IN_PROGRESS" | "FILE_GONE" | "NOT_COMMITTED";

export class ImportRefused extends Error {
  override name = "ImportRefused";
  readonly code: ImportRefusal;
  constructor(code: ImportRefusal, message: string) {
    super(message);
    this.code = code;
  }
}

export interface ImportAnswer extends CheckOutcome {
  id: string;
}

/** Files of dry runs (and failed commits) left a day are dropped: they name people the gym may never import. */
async function dropOldFiles(database: Database, now: Date) {
  await database.db
    .updateTable("member_imports")
    .set({ file_text: null, status: "discarded", status_at: now.toISOString() })
    .where("status", "in", ["checked", "failed"])
    .where("status_at", "<", new Date(now.getTime() - DAY).toISOString())
    .execute();
}

/** The dry run of an uploaded file: checked, stored, nothing else written. */
export async function checkUpload(
  database: Database,
  upload: { fileName: string; file: ReadFile & { text: string }; settings: ImportSettings; actor: AuditActor },
  now: Date = clock.now(),
): Promise<ImportAnswer> {
  const { outcome } = await checkFile(database.db, upload.file, upload.settings, await productLookup(database), now);
  const id = randomUUID();
  await dropOldFiles(database, now);
  const settings: StoredSettings = { ...upload.settings, encoding: upload.file.encoding };
  await database.db
    .insertInto("member_imports")
    .values({
      id,
      created_at: now.toISOString(),
      created_by_id: upload.actor.id,
      created_by_email: upload.actor.label,
      file_name: upload.fileName,
      file_text: upload.file.text,
      settings: JSON.stringify(settings),
      rows: outcome.rows,
      checked: JSON.stringify(outcome),
      status: "checked",
      status_at: now.toISOString(),
      committed_by_id: null,
      committed_by_email: null,
      written: null,
    })
    .execute();
  return { id, ...outcome };
}

async function storedImport(database: Database, id: string) {
  const row = await database.db.selectFrom("member_imports").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new ImportRefused("NOT_FOUND", "There is no such import.");
  return row;
}

function storedFile(row: { file_text: string | null; settings: string }): { file: ReadFile; settings: StoredSettings } {
  if (row.file_text === null) {
    throw new ImportRefused("FILE_GONE", "This import's file is no longer kept: upload it again.");
  }
  const settings = JSON.parse(row.settings) as StoredSettings;
  return { file: parseCsvText(row.file_text, settings.encoding), settings };
}

/** The stored file checked again with another mapping or date order (the page's "Check again"). */
export async function recheckImport(
  database: Database,
  id: string,
  settings: ImportSettings,
  now: Date = clock.now(),
): Promise<ImportAnswer> {
  const row = await storedImport(database, id);
  if (row.status !== "checked") throw new ImportRefused("ALREADY_COMMITTED", "This import is committed already.");
  const { file, settings: before } = storedFile(row);
  const { outcome } = await checkFile(database.db, file, settings, await productLookup(database), now);
  await database.db
    .updateTable("member_imports")
    .set({ settings: JSON.stringify({ ...settings, encoding: before.encoding }), checked: JSON.stringify(outcome) })
    .where("id", "=", id)
    .where("status", "=", "checked")
    .execute();
  return { id, ...outcome };
}

/** Takes the import for this commit, or says why not: only one server (one click) commits it. */
async function claim(database: Database, id: string, actor: AuditActor, now: Date) {
  const claimed = await database.db
    .updateTable("member_imports")
    .set({
      status: "committing",
      status_at: now.toISOString(),
      committed_by_id: actor.id,
      committed_by_email: actor.label,
    })
    .where("id", "=", id)
    .where((eb) =>
      eb.or([
        eb("status", "in", ["checked", "failed"]),
        eb.and([
          eb("status", "=", "committing"),
          eb("status_at", "<", new Date(now.getTime() - STALE_COMMIT_MS).toISOString()),
        ]),
      ]),
    )
    .executeTakeFirst();
  const row = await storedImport(database, id);
  if (Number(claimed.numUpdatedRows) === 1) return row;
  if (row.status === "committed") throw new ImportRefused("ALREADY_COMMITTED", "This import is committed already.");
  if (row.status === "committing") throw new ImportRefused("IN_PROGRESS", "This import is being committed now.");
  throw new ImportRefused("FILE_GONE", "This import's file is no longer kept: upload it again.");
}

/**
 * Commits a checked import: the file checked and planned again (the database may have
 * changed since the dry run), then written slice by slice. Keyed by e-mail, so a slice that
 * meets an account opened meanwhile is planned again and written once more; and a commit
 * that failed part-way may be committed again (what was written is not written twice).
 */
export async function commitImport(
  database: Database,
  id: string,
  actor: AuditActor,
  now: Date = clock.now(),
): Promise<ImportAnswer> {
  const row = await claim(database, id, actor, now);
  try {
    const { file, settings } = storedFile(row);
    const checked = await checkFile(database.db, file, settings, await productLookup(database), now);
    const context = { kind: database.kind, importId: id, fileName: row.file_name, actor, now };
    const written: Written = { created: 0, updated: 0, leads: 0 };
    for (let at = 0; at < checked.plans.length; at += SLICE) {
      let slice = checked.plans.slice(at, at + SLICE);
      let done: Written;
      try {
        done = await database.writeTransaction((trx) => writePlans(trx, slice, context));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Someone opened an account with one of these addresses since the plan: plan the slice again.
        slice = (
          await planImport(
            database.db,
            slice.map((plan) => plan.row),
            [],
            now,
          )
        ).plans;
        done = await database.writeTransaction((trx) => writePlans(trx, slice, context));
      }
      written.created += done.created;
      written.updated += done.updated;
      written.leads += done.leads;
    }
    const outcome: CheckOutcome = {
      ...checked.outcome,
      ...written,
      unchanged: checked.outcome.rows - checked.outcome.skipped - written.created - written.updated - written.leads,
    };
    await database.writeTransaction(async (trx) => {
      await trx
        .updateTable("member_imports")
        .set({ status: "committed", status_at: now.toISOString(), file_text: null, written: JSON.stringify(outcome) })
        .where("id", "=", id)
        .execute();
      await recordStaffAction(
        trx,
        {
          actor,
          action: "import.committed",
          subject: { type: "import", id, label: row.file_name },
          before: null,
          after: {
            rows: outcome.rows,
            created: outcome.created,
            updated: outcome.updated,
            leads: outcome.leads,
            unchanged: outcome.unchanged,
            skipped: outcome.skipped,
          },
        },
        now,
      );
    });
    return { id, ...outcome };
  } catch (error) {
    await database.db
      .updateTable("member_imports")
      .set({ status: "failed", status_at: clock.now().toISOString() })
      .where("id", "=", id)
      .where("status", "=", "committing")
      .execute();
    throw error;
  }
}
