/**
 * Part of `npm run build`: writes a Brotli (.br) and a gzip (.gz) copy beside every
 * text file of the client build, at the highest levels, so the server sends compressed
 * bytes without compressing anything per request.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { parseCli } from "#scripts/cli.ts";

parseCli("Usage: node scripts/build/precompress.ts   Brotli and gzip copies of build/client's text files (a step of npm run build)");

const clientDir = path.resolve(import.meta.dirname, "../../build/client");
const compressible = /\.(html|js|mjs|css|svg|json|data|txt|xml|webmanifest)$/;

let files = 0;
let before = 0;
let after = 0;
for (const entry of readdirSync(clientDir, { withFileTypes: true, recursive: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const original = readFileSync(file);
  if (original.length < 512) continue;
  const brotli = brotliCompressSync(original, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: original.length },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(original, { level: 9 }));
  files++;
  before += original.length;
  after += brotli.length;
}
console.log(`Precompressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with Brotli`);
