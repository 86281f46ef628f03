import path from "node:path";

const projectRoot = path.resolve(import.meta.dirname, "../..");

/**
 * Test runs start hundreds of Node processes (a worker per test file, a server per suite
 * that needs one), each compiling the same modules. With NODE_COMPILE_CACHE set before they
 * start, V8's compiled code is kept on disk and used again: the date matrix's two Monday
 * instants took 22 s instead of 25 (decision 0226). The cache is the checkout's own, in
 * node_modules/.cache, not a folder other users of the machine could write to; unless the
 * caller chose one.
 */
export function shareCompileCache(env: NodeJS.ProcessEnv = process.env): void {
  env.NODE_COMPILE_CACHE ??= path.join(projectRoot, "node_modules/.cache/node-compile-cache");
}
