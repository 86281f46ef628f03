import { z } from "zod";

/** Field types the environment's settings are made of (env.server.ts and its topic modules). */
export const port = z.coerce
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .min(1, "must be between 1 and 65535")
  .max(65535, "must be between 1 and 65535");

export const positiveInt = z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(1);

export const optionalString = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));
