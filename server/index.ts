/**
 * The production entry (`npm start`, `node server/index.ts`). It runs in production mode
 * whatever NODE_ENV says, and says so before anything is imported: React chooses its
 * development or production build by NODE_ENV when it is first loaded.
 */
process.env.NODE_ENV = "production";
await import("./production.ts");

export {};
