// A player's subscription (`purchased.plan`) as the rules see it. Dates are ISO strings as stored.

export interface PlanConsecutive {
  count: number;
  offset: number;
  /** Mystic hourglasses. */
  trinkets: number;
  /** Extra gold-to-gem purchases a month, from months subscribed (at most 26). */
  gemCapExtra: number;
}

export interface SubscriptionPlan {
  planId?: string | null;
  customerId?: string | null;
  subscriptionId?: string | null;
  paymentMethod?: string | null;
  dateCreated?: string | null;
  dateUpdated?: string | null;
  dateTerminated?: string | null;
  /** Gems bought with gold this calendar month. */
  gemsBought: number;
  /** Mystery items revealed and not yet opened. */
  mysteryItems: string[];
  cumulativeCount?: number;
  consecutive: PlanConsecutive;
}

export function emptyPlan(): SubscriptionPlan {
  return {
    gemsBought: 0,
    mysteryItems: [],
    consecutive: { count: 0, offset: 0, trinkets: 0, gemCapExtra: 0 },
  };
}

/** Subscribed: a customer id and no termination date in the past. */
export function isSubscribed(plan: SubscriptionPlan, now: Date): boolean {
  if (!plan.customerId) return false;
  return !plan.dateTerminated || Date.parse(plan.dateTerminated) > now.getTime();
}
