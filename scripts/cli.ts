/**
 * The command line of every script and benchmark: `--help` (or `-h`) prints the usage and
 * exits 0; an unknown option, a missing or bad value, or a stray argument prints what was
 * wrong and the usage and exits 2 (the shell's convention for a usage error). Never a
 * stack trace for a typo.
 */
import { type ParseArgsOptionsConfig, parseArgs } from "node:util";

type Values<T extends ParseArgsOptionsConfig> = ReturnType<
  typeof parseArgs<{ options: T; strict: true; allowPositionals: false }>
>["values"];

export function parseCli<const T extends ParseArgsOptionsConfig>(
  usage: string,
  options: T = {} as T,
  args: string[] = process.argv.slice(2),
): Values<T> {
  if (args.includes("--help") || args.includes("-h")) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    return usageError(usage, error instanceof Error ? error.message : String(error));
  }
}

/** For a value the parser accepted but the script cannot use (say, `--limit ten`). */
export function usageError(usage: string, message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}
