// Subscription effects at the day boundary: the monthly gold-to-gem count starts again each
// calendar month; each new month subscribed adds to the consecutive count, the gem cap (+2, at most
// 26), one mystic hourglass, and reveals that month's mystery items; an ended subscription is
// removed.
import { type SubscriptionPlan, isSubscribed } from '../../model/plan.ts';

export const GEM_CAP_EXTRA_MAX = 26;

export interface SubscriptionAtCron {
  plan: SubscriptionPlan;
  /** Mystery items revealed this cron (a NEW_MYSTERY_ITEMS notification lists them). */
  revealed: string[];
  /** Hourglasses added (recorded as a transaction). */
  hourglasses: number;
}

/** Mystery items of the month holding `monthStart` (from the gear catalogue). */
export type MysteryItemsOfMonth = (monthStart: Date) => readonly string[];

export function subscriptionAtCron(
  plan: SubscriptionPlan,
  {
    now,
    mysteryItemsOf,
    owned,
  }: {
    now: Date;
    mysteryItemsOf: MysteryItemsOfMonth;
    owned: Readonly<Record<string, boolean>>;
  },
): SubscriptionAtCron {
  let next: SubscriptionPlan = { ...plan, consecutive: { ...plan.consecutive } };
  if (!next.dateUpdated || monthIndex(new Date(next.dateUpdated)) !== monthIndex(now)) {
    next.gemsBought = 0;
    next.dateUpdated ??= now.toISOString();
  }
  const revealed: string[] = [];
  let hourglasses = 0;
  if (isSubscribed(next, now)) {
    const months = monthIndex(now) - monthIndex(new Date(next.dateUpdated));
    if (months > 0) {
      for (let step = 1; step <= months; step += 1) {
        const month = monthStart(new Date(next.dateUpdated), step);
        for (const key of mysteryItemsOf(month)) {
          if (!owned[key] && !next.mysteryItems.includes(key) && !revealed.includes(key)) {
            revealed.push(key);
          }
        }
      }
      hourglasses = months;
      next = {
        ...next,
        dateUpdated: now.toISOString(),
        mysteryItems: [...next.mysteryItems, ...revealed],
        cumulativeCount: (next.cumulativeCount ?? 0) + months,
        consecutive: {
          ...next.consecutive,
          count: next.consecutive.count + months,
          gemCapExtra: Math.min(GEM_CAP_EXTRA_MAX, next.consecutive.gemCapExtra + 2 * months),
          trinkets: next.consecutive.trinkets + months,
        },
      };
    }
  }
  if (next.dateTerminated && Date.parse(next.dateTerminated) < now.getTime() && next.customerId) {
    next = {
      ...next,
      planId: null,
      customerId: null,
      subscriptionId: null,
      paymentMethod: null,
      consecutive: { ...next.consecutive, count: 0 },
    };
  }
  return { plan: next, revealed, hourglasses };
}

function monthIndex(date: Date): number {
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

function monthStart(from: Date, monthsLater: number): Date {
  return new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + monthsLater, 1));
}
