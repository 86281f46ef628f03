/** SQLite's and PostgreSQL's ways of saying a unique index refused a row. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return code === "23505" || /UNIQUE constraint failed/.test(message ?? "");
}
