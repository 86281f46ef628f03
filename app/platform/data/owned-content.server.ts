import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { clock } from "#app/platform/time/clock.ts";
import { repeatEvery, type StopRepeating } from "#app/platform/time/repeat.server.ts";
import { afterCommit } from "./after-commit.server.ts";
import type { Database, Tables } from "./database.server.ts";

/**
 * Content the database owns after the first start (decision 0180): the blog's articles
 * now, products, offers and site details to follow, each the same way the timetable does
 * it (decision 0070):
 *
 * - **First start**: `importOwnedContent` writes the sample of app/content into the empty
 *   tables, under the migration lock, once: a `content_versions` row for the kind says it
 *   was imported, so a restart or an upgrade never overwrites what the gym changed.
 * - **A snapshot per process**: the whole content as one immutable value, read in one
 *   (repeatable-read) transaction with its version. Until a database has been read, the
 *   snapshot is the sample (a test, a spec): tests read what the server shows from there.
 * - **Every server within seconds**: `startOwnedContentRefresh` polls every kind's version
 *   in one query a second and reads a kind again when its version moved.
 * - **Edits** (`editOwnedContent`): one write transaction that raises the kind's version
 *   first (so edits of one kind take turns on PostgreSQL: the version row stays locked
 *   until commit), makes the change, reads the content again and installs it on this
 *   server once committed. Row versions and the audit entry are the feature's part.
 */
type Db = Kysely<Tables>;

export interface Snapshot<T> {
  /** "sample" until a database was read; then the database's import origin. */
  origin: string;
  version: number;
  value: T;
}

export interface OwnedContentKind<T> {
  /** Its row in content_versions. */
  name: string;
  /** The sample of app/content as this kind's value. */
  sample: () => T;
  /** Writes the sample into the kind's empty tables (inside the import's transaction). */
  importSample: (trx: Db, now: Date) => Promise<void>;
  /** Reads the whole content (inside a transaction that read its version too). */
  load: (trx: Db) => Promise<T>;
}

export interface OwnedContent<T> extends OwnedContentKind<T> {
  /** This process's snapshot: the sample until a database was read. */
  current(): Snapshot<T>;
  /** Replaces the snapshot, unless it is an older version of the same database's content. */
  install(snapshot: Snapshot<T>): void;
}

/** Version of the sample snapshot: an imported database starts here too, so the two agree. */
export const SAMPLE_CONTENT_VERSION = 1;

/**
 * A kind of owned content. Its snapshot is kept on globalThis by name: in development Vite
 * may evaluate a module twice, and the server build and a script may both load it.
 */
export function ownedContent<T>(kind: OwnedContentKind<T>): OwnedContent<T> {
  const processWide = globalThis as typeof globalThis & { ironpeakOwnedContent?: Map<string, Snapshot<unknown>> };
  processWide.ironpeakOwnedContent ??= new Map();
  const snapshots = processWide.ironpeakOwnedContent;
  return {
    ...kind,
    current() {
      let snapshot = snapshots.get(kind.name) as Snapshot<T> | undefined;
      if (!snapshot) {
        snapshot = { origin: "sample", version: SAMPLE_CONTENT_VERSION, value: kind.sample() };
        snapshots.set(kind.name, snapshot);
      }
      return snapshot;
    },
    install(snapshot) {
      const current = snapshots.get(kind.name);
      if (current && current.origin === snapshot.origin && current.version > snapshot.version) return;
      snapshots.set(kind.name, snapshot);
    },
  };
}

interface VersionRow {
  origin: string;
  version: number;
}

async function versionsOf(db: Db): Promise<Map<string, VersionRow>> {
  const rows = await db.selectFrom("content_versions").select(["name", "origin", "version"]).execute();
  return new Map(rows.map((row) => [row.name, { origin: row.origin, version: Number(row.version) }]));
}

/** The first start: each kind without a version row gets its sample, in a transaction of its own. */
export async function importOwnedContent(
  db: Db,
  kinds: OwnedContentKind<unknown>[],
  now: Date = clock.now(),
): Promise<string[]> {
  const imported: string[] = [];
  for (const kind of kinds) {
    const done = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom("content_versions")
        .select("name")
        .where("name", "=", kind.name)
        .executeTakeFirst();
      if (row) return false;
      const stamp = now.toISOString();
      await trx
        .insertInto("content_versions")
        .values({
          name: kind.name,
          origin: randomUUID(),
          version: SAMPLE_CONTENT_VERSION,
          imported_at: stamp,
          changed_at: stamp,
        })
        .execute();
      await kind.importSample(trx, now);
      return true;
    });
    if (done) imported.push(kind.name);
  }
  return imported;
}

/** Reads one kind from the database, with its version as of the same moment, and installs it. */
export async function loadOwnedContent<T>(
  database: Pick<Database, "db" | "kind">,
  content: OwnedContent<T>,
): Promise<Snapshot<T>> {
  const transaction = database.db.transaction();
  const snapshot = await (database.kind === "postgres"
    ? transaction.setIsolationLevel("repeatable read")
    : transaction
  ).execute(async (trx) => {
    const row = (await versionsOf(trx)).get(content.name);
    if (!row) throw new Error(`The database has no ${content.name}: its migrations have not run`);
    return { ...row, value: await content.load(trx) };
  });
  content.install(snapshot);
  return snapshot;
}

/**
 * Reads one kind inside a transaction the caller holds, and installs it: a change of another
 * content that must check against this one reads it as committed now (the timetable's rules
 * read the opening hours so, after the lock a save of the hours takes too).
 */
export async function loadOwnedContentIn<T>(trx: Db, content: OwnedContent<T>): Promise<Snapshot<T>> {
  const row = (await versionsOf(trx)).get(content.name);
  if (!row) throw new Error(`The database has no ${content.name}: its migrations have not run`);
  const snapshot = { ...row, value: await content.load(trx) };
  content.install(snapshot);
  return snapshot;
}

const isCurrent = (snapshot: Snapshot<unknown>, row: VersionRow) =>
  snapshot.origin === row.origin && snapshot.version === row.version;

/** Reads each kind again whose version moved since this server's snapshot. */
export async function refreshOwnedContent(
  database: Pick<Database, "db" | "kind">,
  contents: OwnedContent<unknown>[],
): Promise<void> {
  const versions = await versionsOf(database.db);
  for (const content of contents) {
    const row = versions.get(content.name);
    if (row && !isCurrent(content.current(), row)) await loadOwnedContent(database, content);
  }
}

/** The kind as it is in the database this moment (a staff page after a save on another server). */
export async function freshOwnedContent<T>(
  database: Pick<Database, "db" | "kind">,
  content: OwnedContent<T>,
): Promise<Snapshot<T>> {
  await refreshOwnedContent(database, [content as OwnedContent<unknown>]);
  return content.current();
}

/**
 * Loads every kind now, then polls their versions every `everyMs` (one query for all) until
 * the returned function is called. A failed poll is logged and tried again at the next tick.
 */
export async function startOwnedContentRefresh(
  database: Pick<Database, "db" | "kind">,
  contents: OwnedContent<unknown>[],
  everyMs = 1000,
): Promise<StopRepeating> {
  for (const content of contents) await loadOwnedContent(database, content);
  return repeatEvery(everyMs, "Reading the site's content", () => refreshOwnedContent(database, contents));
}

export interface ContentEdit<T> {
  trx: Db;
  /** The content as it was when the edit began (read after the version row was locked). */
  before: T;
  now: Date;
}

/**
 * One change of a kind of content, all of it or none of it: raise the kind's version (its
 * row stays locked until commit, so edits of the kind take turns on every server), read the
 * content, make the change, read it again; once committed, this server's snapshot is the new
 * content and the others read it within a second.
 */
export async function editOwnedContent<T, R>(
  database: Database,
  content: OwnedContent<T>,
  change: (edit: ContentEdit<T>) => Promise<R>,
  now: Date = clock.now(),
): Promise<R> {
  return database.writeTransaction(async (trx) => {
    const bumped = await trx
      .updateTable("content_versions")
      .set((eb) => ({ version: eb("version", "+", 1), changed_at: now.toISOString() }))
      .where("name", "=", content.name)
      .returning(["origin", "version"])
      .executeTakeFirst();
    if (!bumped) throw new Error(`The database has no ${content.name}: its migrations have not run`);
    const result = await change({ trx, before: await content.load(trx), now });
    const snapshot = { origin: bumped.origin, version: Number(bumped.version), value: await content.load(trx) };
    afterCommit(() => content.install(snapshot));
    return result;
  });
}
