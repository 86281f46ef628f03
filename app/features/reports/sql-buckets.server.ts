import { type Expression, type RawBuilder, sql } from "kysely";

/**
 * The bucket (a local day, week or month of the gym) a stored instant falls in, computed by
 * the database, the same SQL on SQLite and PostgreSQL. Neither database can be asked for
 * the gym's wall-clock date in one way both understand (SQLite knows no time zones), but
 * both compare instants: the buckets' starts are computed in the gym's zone with Temporal
 * (DST included) and handed to the database as UTC instants, and the instant is placed
 * among them by a balanced CASE, a handful of comparisons a row however many buckets.
 *
 * `starts` are the buckets' first instants, ascending; an instant before the first falls
 * in bucket 0 (queries bound their rows to the range themselves). The result is the
 * bucket's index. Instants compare as ISO text on SQLite and as timestamps on PostgreSQL,
 * which infers the parameters' type from the column.
 */
export function bucketIndex(instant: Expression<unknown>, starts: readonly string[]): RawBuilder<number> {
  if (starts.length === 0) throw new Error("bucketIndex needs at least one bucket");
  const within = (low: number, high: number): RawBuilder<number> => {
    if (low === high) return sql<number>`${sql.lit(low)}`;
    const middle = Math.ceil((low + high) / 2);
    return sql<number>`case when ${instant} < ${starts[middle]} then ${within(low, middle - 1)} else ${within(middle, high)} end`;
  };
  return within(0, starts.length - 1);
}
