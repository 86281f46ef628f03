import { Transform } from "node:stream";

/**
 * Joins what a page writes in one turn of the event loop into one chunk. React writes a
 * rendered page in pieces of a few KB, and React Router's Node adapter flushes the response
 * after every piece; behind the compression middleware each flush ends a compressed block,
 * so a 40 KB page cost a dozen small compressions and socket writes. Joined, the shell is
 * one compression and one write; anything React sends later (a Suspense boundary that
 * resolves afterwards) still goes out as soon as it is written.
 */
export function coalesceWrites(): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
      callback();
    },
    flush(callback) {
      release();
      callback();
    },
  });
  function release() {
    scheduled = false;
    if (pending.length === 0) return;
    const joined = pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending);
    pending = [];
    stream.push(joined);
  }
  return stream;
}
