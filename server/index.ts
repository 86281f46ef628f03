/**
 * The production entry (`npm start`, `node server/index.ts`). It runs in production mode
 * whatever NODE_ENV says, and says so before anything is imported: React chooses its
 * development or production build by NODE_ENV when it is first loaded.
 */
import { enableCompileCache } from "node:module";

process.env.NODE_ENV = "production";
// V8's compiled code of every module kept on disk (NODE_COMPILE_CACHE, else the system's
// temporary folder) and used again by the next start: a restart, each of several servers,
// each server a test starts.
enableCompileCache();
await import("./production.ts");
