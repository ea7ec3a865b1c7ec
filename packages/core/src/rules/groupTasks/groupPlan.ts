// Group plans' subscriptions: a group's plan is live while it has a customer and no past
// termination; its members hold a free `group_plan_auto` subscription that leaving ends. No payment
// is taken by this product: a plan is granted for free (planGrantedForFree).
import { emptyPlan, isSubscribed, type SubscriptionPlan } from '../../model/plan.ts';

export const GROUP_PLAN_ID = 'group_monthly';
export const MEMBER_PLAN_ID = 'group_plan_auto';
/** The customer id of members' free subscriptions. */
export const MEMBER_PLAN_CUSTOMER = 'group-plan';
/** The customer id of a plan granted without payment (no payment provider is configured). */
export const FREE_GROUP_PLAN_CUSTOMER = 'group-plan-free';

export interface GroupPlan extends Partial<SubscriptionPlan> {
  quantity?: number;
}

export function hasLivePlan(purchased: { plan?: GroupPlan } | undefined, now: Date): boolean {
  return isSubscribed({ ...emptyPlan(), ...purchased?.plan }, now);
}

/** The group's plan, granted without payment. */
export function planGrantedForFree(now: Date): GroupPlan {
  const date = now.toISOString();
  return {
    planId: GROUP_PLAN_ID,
    customerId: FREE_GROUP_PLAN_CUSTOMER,
    paymentMethod: 'none',
    quantity: 3,
    dateCreated: date,
    dateUpdated: date,
    dateTerminated: null,
  };
}

/**
 * A member's plan on joining a plan group: the free membership, unless they already pay for a
 * subscription of their own (it stays as it is).
 */
export function memberPlanOnJoining(plan: SubscriptionPlan, now: Date): SubscriptionPlan {
  if (isSubscribed(plan, now) && plan.customerId !== MEMBER_PLAN_CUSTOMER) return plan;
  return memberPlanOnConversion(plan, now);
}

/** A plan group's plan is live and nobody has cancelled it (the original's `hasNotCancelled`). */
export function hasUncancelledPlan(
  purchased: { plan?: GroupPlan } | undefined,
  now: Date,
): boolean {
  return hasLivePlan(purchased, now) && !purchased?.plan?.dateTerminated;
}

/**
 * Staff move a member onto their plan group's subscription (PUT /hall/heroes `convertToGroupPlan`):
 * whatever the player held becomes the free membership. Their months, hourglasses and counters
 * stay; a subscription running on is continued (same start), not restarted. No unused paid time is
 * credited: this product takes no payments, so nothing was paid for it.
 */
export function memberPlanOnConversion(plan: SubscriptionPlan, now: Date): SubscriptionPlan {
  const date = now.toISOString();
  return {
    ...plan,
    planId: MEMBER_PLAN_ID,
    customerId: MEMBER_PLAN_CUSTOMER,
    paymentMethod: 'groupPlan',
    dateCreated: isSubscribed(plan, now) ? (plan.dateCreated ?? date) : date,
    dateUpdated: date,
    dateTerminated: null,
  };
}

/** A member's plan on leaving a plan group: the free membership ends unless another plan group keeps it. */
export function memberPlanOnLeaving(
  plan: SubscriptionPlan,
  { now, inAnotherPlanGroup }: { now: Date; inAnotherPlanGroup: boolean },
): SubscriptionPlan {
  if (plan.customerId !== MEMBER_PLAN_CUSTOMER || inAnotherPlanGroup) return plan;
  if (!isSubscribed(plan, now)) return plan;
  const date = now.toISOString();
  return { ...plan, dateUpdated: date, dateTerminated: date };
}
