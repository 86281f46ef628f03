/**
 * What the gym sells (issue 19): memberships, class packs, drop-ins and intro offers. These
 * are the sample products a new install starts from: the first start imports them into the
 * database, which owns them after that (decision 0210; the owner edits them at
 * /staff/products). Code reads the products of the moment through `currentProducts()`
 * (app/features/products/current-products.server.ts), which serves this sample until a
 * database has been read. A re-brand changes products and prices here, before its first start.
 *
 * Money is integer minor units (cents for USD) in the ISO 4217 `currency` below; pages
 * format it with `formatMoney` (Intl.NumberFormat), never by hand.
 */

/** ISO 4217 code of the currency every price below is in. */
export const currency = "USD";
/** The locale prices are formatted for (the gym's own, not the visitor's: one price, one spelling). */
export const moneyLocale = "en-US";

interface ProductBase {
  /** Stable id: stored on sales and entitlements, so never reuse one for another product. */
  id: string;
  name: string;
  /** Price in minor units of `currency`. */
  price: number;
  /** What else it includes or is for, said on the pricing page; "" for nothing more. */
  description?: string;
  /** The pricing page marks it "Most popular". */
  mostPopular?: boolean;
}

/** A monthly membership, optionally limited to `classesPerWeek` classes Monday–Sunday in the gym's zone. */
export interface MembershipProduct extends ProductBase {
  kind: "membership";
  /** null: unlimited. */
  classesPerWeek: number | null;
  /** Minor units charged once with the first month; 0 for none. */
  joiningFee: number;
}

/** Credits that expire `validDays` after the sale: a class pack, a drop-in, an intro offer. */
export interface CreditProduct extends ProductBase {
  kind: "pack" | "drop-in" | "intro";
  credits: number;
  validDays: number;
  /** An intro offer: one person may buy it once. */
  oncePerPerson: boolean;
}

export type Product = MembershipProduct | CreditProduct;

/** The sample products, in the pricing page's order. */
export const sampleProducts = [
  { id: "beginners", kind: "membership", name: "Beginners", price: 3900, classesPerWeek: 2, joiningFee: 0 },
  {
    id: "advanced",
    kind: "membership",
    name: "Advanced",
    price: 6500,
    classesPerWeek: null,
    joiningFee: 0,
    mostPopular: true,
  },
  {
    id: "professional",
    kind: "membership",
    name: "Professional",
    price: 10000,
    classesPerWeek: null,
    joiningFee: 0,
    description: "One personal-training session a month, booked at the desk",
  },
  {
    id: "ten-class-pack",
    kind: "pack",
    name: "10-class pack",
    price: 12000,
    credits: 10,
    validDays: 90,
    oncePerPerson: false,
  },
  {
    id: "drop-in",
    kind: "drop-in",
    name: "Drop-in class",
    price: 1500,
    credits: 1,
    validDays: 14,
    oncePerPerson: false,
  },
  {
    id: "intro-three",
    kind: "intro",
    name: "Intro offer: 3 classes",
    price: 1500,
    credits: 3,
    validDays: 14,
    oncePerPerson: true,
  },
] as const satisfies readonly Product[];

/** What a membership lets a member book: "2 classes a week", "Unlimited classes". */
export function allowanceText(classesPerWeek: number | null): string {
  if (classesPerWeek === null) return "Unlimited classes";
  return `${classesPerWeek} ${classesPerWeek === 1 ? "class" : "classes"} a week`;
}

const formatters = new Map<string, { exact: Intl.NumberFormat; whole: Intl.NumberFormat; digits: number }>();

/** The gym's locale's formatters for an ISO 4217 currency, made once each. */
function formattersFor(code: string) {
  let made = formatters.get(code);
  if (!made) {
    const exact = new Intl.NumberFormat(moneyLocale, { style: "currency", currency: code });
    const whole = new Intl.NumberFormat(moneyLocale, {
      style: "currency",
      currency: code,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    made = { exact, whole, digits: exact.resolvedOptions().maximumFractionDigits ?? 2 };
    formatters.set(code, made);
  }
  return made;
}

/** Minor units → major units (3900 cents → 39), by the currency's own number of decimals. */
export function majorUnits(minor: number, code: string = currency): number {
  return minor / 10 ** formattersFor(code).digits;
}

/**
 * "$39" for a whole amount, "$39.50" otherwise. `code` is the currency the amount is in: a
 * sale keeps its own, so a gym that changes currency does not re-price its history.
 */
export function formatMoney(minor: number, code: string = currency): string {
  const major = majorUnits(minor, code);
  const { exact, whole } = formattersFor(code);
  return Number.isInteger(major) ? whole.format(major) : exact.format(major);
}

/** The currency's symbol as the gym's locale writes it ("$"). */
export const currencySymbol =
  formattersFor(currency)
    .exact.formatToParts(0)
    .find((part) => part.type === "currency")?.value ?? currency;
