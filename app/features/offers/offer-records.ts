import { Temporal } from "temporal-polyfill";
import type { SampleOffer } from "#app/content/offers.ts";
import { formatMoney } from "#app/content/products.ts";
import { site } from "#app/content/site.ts";
import { divideHalfUp } from "#app/features/books/tax.ts";

/**
 * An offer as the database keeps it (decision 0212): a promo code with its discount, the
 * products it is for, how often it may be used, when, and whether a banner promotes it.
 * Amounts are minor units of `currency`, tax included (what a member pays).
 */
export interface StoredOffer {
  id: string;
  code: string;
  title: string;
  description: string;
  percentOff: number | null;
  amountOff: number | null;
  currency: string;
  appliesTo: SampleOffer["appliesTo"];
  productIds: string[];
  maxUses: number | null;
  oncePerMember: boolean;
  /** ISO instants: from the start of its first day to the end of its last, in the gym's zone; null for no bound. */
  startsAt: string | null;
  endsAt: string | null;
  promoted: boolean;
  retiredAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface OffersData {
  offers: StoredOffer[];
}

export const CODE_PATTERN = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;

/** A code as a member may type it ("first34 ") as the offer keeps it ("FIRST34"). */
export const normalCode = (typed: string) => typed.trim().toUpperCase();

/** The instant a gym date starts ("2026-12-01" → 00:00 that day in the gym's zone). */
export function startOfGymDay(date: string): string {
  const start = Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: site.timeZone });
  return new Date(start.epochMilliseconds).toISOString();
}

/** The instant after a gym date ends: the next day's start. */
export function endOfGymDay(date: string): string {
  return startOfGymDay(Temporal.PlainDate.from(date).add({ days: 1 }).toString());
}

/** The gym date an instant falls on. */
export function gymDateOf(instant: string): string {
  return Temporal.Instant.from(instant).toZonedDateTimeISO(site.timeZone).toPlainDate().toString();
}

/** The last day of an offer ending at `endsAt` (the day before the instant it ends). */
export function lastDayOf(endsAt: string): string {
  return Temporal.PlainDate.from(gymDateOf(endsAt)).subtract({ days: 1 }).toString();
}

/** Whether the offer may be used at `nowMs`: not retired, begun, not ended. */
export function isLive(offer: StoredOffer, nowMs: number): boolean {
  if (offer.retiredAt !== null) return false;
  if (offer.startsAt !== null && Date.parse(offer.startsAt) > nowMs) return false;
  return offer.endsAt === null || Date.parse(offer.endsAt) > nowMs;
}

/** Whether the offer is for this product. */
export function appliesTo(offer: StoredOffer, product: { id: string; kind: string }): boolean {
  if (offer.appliesTo === "all") return true;
  if (offer.appliesTo === "memberships") return product.kind === "membership";
  if (offer.appliesTo === "passes") return product.kind !== "membership";
  return offer.productIds.includes(product.id);
}

/** What the offer takes off `gross` (what the member would pay): a percentage rounded half up, or its amount at most. */
export function discountOn(offer: StoredOffer, gross: number): number {
  if (offer.percentOff !== null) {
    return Math.min(gross, Number(divideHalfUp(BigInt(gross) * BigInt(offer.percentOff), 100n)));
  }
  return Math.min(gross, offer.amountOff ?? 0);
}

/** "34%", "$10": the discount as a banner and an invoice line write it. */
export function discountLabel(offer: Pick<StoredOffer, "percentOff" | "amountOff" | "currency">): string {
  return offer.percentOff !== null ? `${offer.percentOff}%` : formatMoney(offer.amountOff ?? 0, offer.currency);
}
