import { z } from "zod";

/**
 * Every setting the server reads from its environment, validated once at start.
 * Nothing here reaches the browser; see `publicEnv` for the explicit list that does.
 */
const port = z.coerce
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .min(1, "must be between 1 and 65535")
  .max(65535, "must be between 1 and 65535");

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3000),
  HOST: z.string().min(1, "must not be empty").default("0.0.0.0"),
  DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
});

export type ServerEnv = z.infer<typeof schema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses an environment; throws a ConfigError that names every bad variable and why. */
export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
}

let cached: ServerEnv | undefined;

/** The validated environment of this process. */
export function serverEnv(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The only configuration values that may be sent to the browser. */
export function publicEnv() {
  return {} as const;
}
