/**
 * Preloaded into a server that a browser test starts on its own (NODE_OPTIONS=--import),
 * never into the site: the server's clock runs CLOCK_OFFSET_MS ahead of the real one, so a
 * test can stand at the moment it needs (an hour before a class, when cancelling is late)
 * whatever time it really is. Everything that asks the time (`Date.now()`, `new Date()`)
 * gets the shifted one; dates made from a value are what they say.
 */
const offset = Number(process.env.CLOCK_OFFSET_MS ?? "0");

if (offset !== 0) {
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args: [] | [string | number | Date] | [number, number, ...number[]]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string | number | Date]));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}
