/** Where a member without an entitlement is sent to buy one: the pricing page's class passes and its plans. */
export const buyPaths = {
  classPasses: "/pricing#class-passes",
  plans: "/pricing#pricing",
} as const;
