import { randomBytes } from "node:crypto";
import { newId, nowSeconds, StripeRefusal } from "./stripe-stand-in-basics.ts";

/**
 * The stand-in's Products, Prices, Coupons and Promotion Codes (stripe-stand-in.ts), shaped
 * as Stripe's API answers them (its OpenAPI spec's fixtures, github.com/stripe/openapi) and
 * refusing what Stripe refuses: changing a Price's amount (a Price never changes), selling
 * an archived Price, a recurring Price outside subscription mode, a second active promotion
 * code with the same code, a coupon with both or neither of percent_off and amount_off.
 */

type Json = Record<string, unknown>;

export { StripeRefusal };

const flag = (value: unknown, otherwise: boolean) =>
  value === undefined ? otherwise : value === "true" || value === true;
const integer = (value: unknown) => (value === undefined || value === "" ? null : Number(value));

/** Only these fields of an object may be posted again; anything else is Stripe's "unknown parameter". */
function onlyUpdatable(form: Json, allowed: string[], what: string): void {
  const unknown = Object.keys(form).filter((key) => !allowed.includes(key) && key !== "expand");
  if (unknown.length > 0)
    throw new StripeRefusal(`Received unknown parameter: ${unknown[0]} (${what} cannot change it)`);
}

export interface LineAmount {
  amount: number;
  name: string;
  /** The Stripe Product the line sells (a Price's), or null for price data. */
  product: string | null;
  price: Json | null;
  recurring: boolean;
}

export class StandInCatalog {
  private readonly objects: Map<string, Json>;
  private readonly save: <T extends Json>(object: T) => T;
  constructor(objects: Map<string, Json>, save: <T extends Json>(object: T) => T) {
    this.objects = objects;
    this.save = save;
  }

  private find(id: string, object: string, what: string): Json {
    const found = this.objects.get(id);
    if (!found || found.object !== object) throw new StripeRefusal(`No such ${what}: '${id}'`, 404);
    return found;
  }

  /** POST /v1/products, /v1/products/:id */
  product(form: Json, id?: string): Json {
    if (id) {
      const product = this.find(id, "product", "product");
      onlyUpdatable(form, ["name", "description", "active", "metadata", "images", "url"], "a product");
      return Object.assign(product, {
        ...(form.name !== undefined ? { name: form.name } : {}),
        ...(form.description !== undefined ? { description: form.description === "" ? null : form.description } : {}),
        ...(form.active !== undefined ? { active: flag(form.active, true) } : {}),
        ...(form.metadata !== undefined ? { metadata: form.metadata } : {}),
        updated: nowSeconds(),
      });
    }
    if (!form.name) throw new StripeRefusal("Missing required param: name.");
    return this.save({
      id: (form.id as string | undefined) ?? newId("prod"),
      object: "product",
      active: flag(form.active, true),
      created: nowSeconds(),
      default_price: null,
      description: form.description ?? null,
      images: [],
      livemode: false,
      marketing_features: [],
      metadata: form.metadata ?? {},
      name: form.name,
      package_dimensions: null,
      shippable: null,
      statement_descriptor: null,
      tax_code: null,
      type: "service",
      unit_label: null,
      updated: nowSeconds(),
      url: null,
    });
  }

  /** POST /v1/prices, /v1/prices/:id: a Price's amount, currency and product never change. */
  price(form: Json, id?: string): Json {
    if (id) {
      const price = this.find(id, "price", "price");
      onlyUpdatable(form, ["active", "metadata", "nickname", "lookup_key", "tax_behavior"], "a price");
      return Object.assign(price, {
        ...(form.active !== undefined ? { active: flag(form.active, true) } : {}),
        ...(form.metadata !== undefined ? { metadata: form.metadata } : {}),
      });
    }
    const product = this.find(String(form.product ?? ""), "product", "product");
    const amount = integer(form.unit_amount);
    if (amount === null || !Number.isInteger(amount) || amount < 0) {
      throw new StripeRefusal("Invalid integer: unit_amount must be a whole number of the currency's smallest unit.");
    }
    if (!form.currency) throw new StripeRefusal("Missing required param: currency.");
    const recurring = form.recurring as { interval?: string } | undefined;
    return this.save({
      id: newId("price"),
      object: "price",
      active: flag(form.active, true),
      billing_scheme: "per_unit",
      created: nowSeconds(),
      currency: form.currency,
      custom_unit_amount: null,
      livemode: false,
      lookup_key: form.lookup_key ?? null,
      metadata: form.metadata ?? {},
      nickname: form.nickname ?? null,
      product: product.id,
      recurring: recurring
        ? {
            interval: recurring.interval,
            interval_count: 1,
            meter: null,
            trial_period_days: null,
            usage_type: "licensed",
          }
        : null,
      tax_behavior: "unspecified",
      tiers_mode: null,
      transform_quantity: null,
      type: recurring ? "recurring" : "one_time",
      unit_amount: amount,
      unit_amount_decimal: String(amount),
    });
  }

  /** POST /v1/coupons (a coupon's terms never change: only its name and metadata may be posted again), DELETE /v1/coupons/:id */
  coupon(form: Json, id?: string, remove = false): Json {
    if (id) {
      const coupon = this.find(id, "coupon", "coupon");
      if (remove) {
        this.objects.delete(id);
        return { id, object: "coupon", deleted: true };
      }
      onlyUpdatable(form, ["name", "metadata", "currency_options"], "a coupon");
      return Object.assign(coupon, {
        ...(form.name !== undefined ? { name: form.name } : {}),
        ...(form.metadata !== undefined ? { metadata: form.metadata } : {}),
      });
    }
    const percent = form.percent_off === undefined ? null : Number(form.percent_off);
    const amount = integer(form.amount_off);
    if ((percent === null) === (amount === null)) {
      throw new StripeRefusal("You must pass either amount_off or percent_off, but not both.");
    }
    if (amount !== null && !form.currency) throw new StripeRefusal("You must pass currency when passing amount_off.");
    const products = (form.applies_to as { products?: string[] } | undefined)?.products;
    for (const product of products ?? []) this.find(product, "product", "product");
    return this.save({
      id: (form.id as string | undefined) ?? randomBytes(4).toString("hex").toUpperCase(),
      object: "coupon",
      amount_off: amount,
      applies_to: products ? { products } : null,
      created: nowSeconds(),
      currency: form.currency ?? null,
      duration: form.duration ?? "once",
      duration_in_months: integer(form.duration_in_months),
      livemode: false,
      max_redemptions: integer(form.max_redemptions),
      metadata: form.metadata ?? {},
      name: form.name ?? null,
      percent_off: percent,
      redeem_by: integer(form.redeem_by),
      times_redeemed: 0,
      valid: true,
    });
  }

  /** POST /v1/promotion_codes, /v1/promotion_codes/:id (only `active` and metadata change) */
  promotionCode(form: Json, id?: string): Json {
    if (id) {
      const code = this.find(id, "promotion_code", "promotion code");
      onlyUpdatable(form, ["active", "metadata", "restrictions"], "a promotion code");
      if (flag(form.active, Boolean(code.active)) && !code.active) this.refuseActiveTwin(String(code.code));
      return Object.assign(code, {
        ...(form.active !== undefined ? { active: flag(form.active, true) } : {}),
        ...(form.metadata !== undefined ? { metadata: form.metadata } : {}),
      });
    }
    const promotion = form.promotion as { type?: string; coupon?: string } | undefined;
    if (promotion?.type !== "coupon" || !promotion.coupon) {
      throw new StripeRefusal("Missing required param: promotion[coupon].");
    }
    const coupon = this.find(promotion.coupon, "coupon", "coupon");
    const text = (form.code as string | undefined) ?? randomBytes(4).toString("hex").toUpperCase();
    if (!/^[a-zA-Z0-9-]+$/.test(text)) throw new StripeRefusal("Invalid code: letters, digits and dashes only.");
    const active = flag(form.active, true);
    if (active) this.refuseActiveTwin(text);
    return this.save({
      id: newId("promo"),
      object: "promotion_code",
      active,
      code: text,
      created: nowSeconds(),
      customer: null,
      customer_account: null,
      expires_at: integer(form.expires_at),
      livemode: false,
      max_redemptions: integer(form.max_redemptions),
      metadata: form.metadata ?? {},
      promotion: { coupon: coupon.id, type: "coupon" },
      restrictions: {
        currency_options: {},
        first_time_transaction: false,
        minimum_amount: null,
        minimum_amount_currency: null,
      },
      times_redeemed: 0,
    });
  }

  private refuseActiveTwin(code: string): void {
    const twin = [...this.objects.values()].find(
      (each) =>
        each.object === "promotion_code" && each.active && String(each.code).toLowerCase() === code.toLowerCase(),
    );
    if (twin) throw new StripeRefusal(`An active promotion code with \`code: ${code}\` already exists.`);
  }

  /** A Checkout line as Stripe prices it: an active Price of the session's mode, or price data. */
  line(item: Json, mode: unknown): LineAmount {
    const quantity = Number(item.quantity ?? 1);
    if (item.price) {
      const price = this.find(String(item.price), "price", "price");
      if (!price.active)
        throw new StripeRefusal("The price specified is inactive. This field only accepts active prices.");
      const recurring = price.recurring !== null;
      if (recurring && mode !== "subscription") {
        throw new StripeRefusal("You must be in `subscription` mode to use a recurring price.");
      }
      const product = this.objects.get(String(price.product));
      return {
        amount: Number(price.unit_amount) * quantity,
        name: String(product?.name ?? price.product),
        product: String(price.product),
        price,
        recurring,
      };
    }
    const data = item.price_data as { unit_amount: string; product_data: { name: string }; recurring?: unknown };
    return {
      amount: Number(data.unit_amount) * quantity,
      name: data.product_data.name,
      product: null,
      price: null,
      recurring: data.recurring !== undefined,
    };
  }

  /**
   * What a session's `discounts` take off its lines: a promotion code (active, not expired)
   * or a coupon (valid), on the lines of the products it applies to (all, when it names
   * none); percent_off rounded to the smallest unit.
   */
  discount(discounts: Json[] | undefined, lines: LineAmount[]) {
    const given = discounts?.[0];
    if (!given) return null;
    let promotion: Json | null = null;
    let couponId = given.coupon as string | undefined;
    if (given.promotion_code) {
      promotion = this.find(String(given.promotion_code), "promotion_code", "promotion code");
      const expires = promotion.expires_at as number | null;
      if (!promotion.active || (expires !== null && expires <= nowSeconds())) {
        throw new StripeRefusal(`This promotion code cannot be redeemed: it is not active.`);
      }
      couponId = (promotion.promotion as { coupon: string }).coupon;
    }
    const coupon = this.find(String(couponId ?? ""), "coupon", "coupon");
    if (!coupon.valid) throw new StripeRefusal("This coupon is no longer valid.");
    const products = (coupon.applies_to as { products: string[] } | null)?.products ?? null;
    const eligible = lines
      .filter((line) => products === null || (line.product !== null && products.includes(line.product)))
      .reduce((sum, line) => sum + line.amount, 0);
    const amount =
      coupon.percent_off !== null
        ? Math.round((eligible * Number(coupon.percent_off)) / 100)
        : Math.min(Number(coupon.amount_off), eligible);
    return { amount, coupon, promotion };
  }

  /** A paid session's discount counts as one redemption of its coupon and promotion code. */
  redeemed(discount: { coupon: string | null; promotion_code: string | null }): void {
    for (const id of [discount.coupon, discount.promotion_code]) {
      const object = id ? this.objects.get(id) : undefined;
      if (object) object.times_redeemed = Number(object.times_redeemed) + 1;
    }
  }
}
