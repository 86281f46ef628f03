/** A setting the operator can fix is wrong; the message names it and why. */
export class ConfigError extends Error {
  override name = "ConfigError";
}
