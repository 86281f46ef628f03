/**
 * The bookings and cancellations of one session that reach this server at once take turns
 * here before they take a database connection. The session's row lock (decision 0042) is
 * what keeps them right, on any number of servers; this only keeps a queue of them from
 * holding a PostgreSQL connection each while they wait for that lock, which left the
 * pool empty for everything else (the schedule page waited behind them: docs/performance.md).
 */
const turns = new Map<string, Promise<void>>();

export function inSessionTurn<T>(sessionId: string, work: () => Promise<T>): Promise<T> {
  const before = turns.get(sessionId) ?? Promise.resolve();
  const mine = before.then(work);
  const done = mine.then(
    () => {},
    () => {},
  );
  turns.set(sessionId, done);
  void done.then(() => {
    if (turns.get(sessionId) === done) turns.delete(sessionId);
  });
  return mine;
}
