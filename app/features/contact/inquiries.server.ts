import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Tables } from "#app/platform/data/database.server.ts";
import { clock } from "#app/platform/time/clock.ts";

export interface NewInquiry {
  fullName: string;
  email: string;
  className: string | null;
  comment: string;
}

export interface Inquiry extends NewInquiry {
  id: string;
  createdAt: string;
}

export async function saveInquiry(db: Kysely<Tables>, inquiry: NewInquiry, now = clock.now()): Promise<Inquiry> {
  const stored: Inquiry = { id: randomUUID(), createdAt: now.toISOString(), ...inquiry };
  await db
    .insertInto("contact_inquiries")
    .values({
      id: stored.id,
      created_at: stored.createdAt,
      full_name: stored.fullName,
      email: stored.email,
      class_name: stored.className,
      comment: stored.comment,
    })
    .execute();
  return stored;
}

/** Newest first. */
export async function listInquiries(db: Kysely<Tables>, limit = 1000): Promise<Inquiry[]> {
  const rows = await db
    .selectFrom("contact_inquiries")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    fullName: row.full_name,
    email: row.email,
    className: row.class_name,
    comment: row.comment,
  }));
}
