import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The project's own imports, read from the source as the architecture tests check them. */
export const projectRoot = path.resolve(import.meta.dirname, "../..");

/** Every TypeScript file of the checkout, committed or not (not ignored, not deleted). */
export const sourceFiles = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: projectRoot,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => /\.(ts|tsx)$/.test(file) && !file.endsWith(".d.ts") && existsSync(path.join(projectRoot, file)));

export interface ImportRef {
  file: string;
  specifier: string;
  typeOnly: boolean;
}

const importPattern =
  /(?:^|\n)\s*(import|export)(\s+type)?[^'"`;]*?\sfrom\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)|(?:^|\n)\s*import\s+["']([^"']+)["']/g;

export function importsOf(file: string): ImportRef[] {
  const text = readFileSync(path.join(projectRoot, file), "utf8");
  const refs: ImportRef[] = [];
  for (const match of text.matchAll(importPattern)) {
    const specifier = match[3] ?? match[4] ?? match[5];
    if (specifier) refs.push({ file, specifier, typeOnly: Boolean(match[2]) });
  }
  return refs;
}

/** Imports of project files (#app/…, ./sibling), not of packages. */
export const projectImports = sourceFiles.flatMap(importsOf).filter((ref) => /^[.#~]/.test(ref.specifier));

/** The repository path a project import names (without a ?query). */
export function targetOf(ref: ImportRef): string {
  const bare = ref.specifier.split("?")[0] ?? "";
  if (bare.startsWith("#")) return bare.slice(1);
  return path.posix.normalize(path.posix.join(path.posix.dirname(ref.file), bare));
}
