/**
 * The notice a member paying online gets before a price the owner moved them to is billed
 * (decision 0213): product.md's notice for a change to a membership, 3 days (a desk
 * membership's end). A subscription that renews sooner keeps its price for that renewal.
 */
export const PRICE_NOTICE_DAYS = 3;
