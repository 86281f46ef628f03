/**
 * An amount as staff type it ("150", "150.5", "1,250.00") in minor units of a currency with
 * `digits` decimals, or null when it is not one. No sign: the cash-up counts what is there.
 */
export function parseMoneyInput(text: string, digits = 2): number | null {
  const plain = text.trim().replace(/[,\s]/g, "");
  const pattern = digits > 0 ? new RegExp(`^(\\d{1,10})(?:\\.(\\d{1,${digits}}))?$`) : /^(\d{1,10})()$/;
  const match = pattern.exec(plain);
  if (!match) return null;
  const [, whole = "0", fraction = ""] = match;
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0");
}

/** How many decimals a currency's minor units have (2 for USD, 0 for JPY). */
export function currencyDigits(code: string): number {
  return (
    new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits ?? 2
  );
}
