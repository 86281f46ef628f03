/** What the cash-up's forms and API accept. */
export const CASH_UP_LIMITS = {
  /** The largest float or count, in minor units: ten million of the currency's units. */
  amountMax: 1_000_000_000,
  noteMax: 500,
} as const;
