// Promo codes: staff generate codes for an event; a player redeems one once. `wondercon` gives the
// convention's gear set; `google_6mo` six months of subscription (its perks follow at each month's
// day boundary).
import { GEAR } from '../../content/gear/catalogue.ts';
import { isSubscribed, type SubscriptionPlan } from '../../model/plan.ts';

export const COUPON_EVENTS = ['wondercon', 'google_6mo'] as const;
export type CouponEvent = (typeof COUPON_EVENTS)[number];

/** Codes as the original's: three groups of four, from letters and digits that do not look alike. */
export const COUPON_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUVWXY';

export function isCouponEvent(event: string): event is CouponEvent {
  return (COUPON_EVENTS as readonly string[]).includes(event);
}

/** `random()` in [0, 1) → a code like `GJG4-WEA4-QX3P`. */
export function makeCouponCode(random: () => number): string {
  const group = () =>
    Array.from(
      { length: 4 },
      () => COUPON_ALPHABET[Math.floor(random() * COUPON_ALPHABET.length)],
    ).join('');
  return [group(), group(), group()].join('-');
}

/** A code as typed (any case, spaces or no dashes) in its stored form, or undefined. */
export function normaliseCouponCode(typed: string): string | undefined {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '');
  if (plain.length !== 12 || [...plain].some((char) => !COUPON_ALPHABET.includes(char))) {
    return undefined;
  }
  return `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8)}`;
}

export interface CouponTarget {
  ownedGear: Readonly<Record<string, unknown>>;
  plan: SubscriptionPlan;
}

/** What redeeming a code of `event` gives: the new owned gear and plan. */
export function couponReward(
  event: CouponEvent,
  { ownedGear, plan }: CouponTarget,
  now: Date,
): CouponTarget {
  if (event === 'wondercon') {
    const set = GEAR.filter((item) => item.mystery === 'wondercon').map((item) => item.key);
    return {
      ownedGear: { ...ownedGear, ...Object.fromEntries(set.map((key) => [key, true])) },
      plan,
    };
  }
  // Six months from now, or from the end of a subscription already running.
  const from = isSubscribed(plan, now) && plan.dateTerminated ? new Date(plan.dateTerminated) : now;
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + 6);
  return {
    ownedGear,
    plan: {
      ...plan,
      planId: plan.planId ?? 'google_6mo',
      customerId: plan.customerId ?? 'google_6mo',
      dateCreated: plan.dateCreated ?? now.toISOString(),
      dateUpdated: plan.dateUpdated ?? now.toISOString(),
      dateTerminated: end.toISOString(),
    },
  };
}
