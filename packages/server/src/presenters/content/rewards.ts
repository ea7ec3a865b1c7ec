// What players are given rather than buy, as the original serves it: `mystery` (the subscribers'
// monthly sets with their pieces), `loginIncentives` (every check-in count 1–500 with its rewards
// and the neighbouring rewarded counts) and `subscriptionBlocks` (the plans).
import {
  loginIncentives,
  MYSTERY_SETS,
  type LocalizedCatalogue,
  type SubscriptionPlanOffer,
} from '@questlog/core';
import type { ContentGearItem } from './gear.ts';
import { itemTextOf } from './itemText.ts';
import { present } from './keyed.ts';

export interface ContentMysterySet {
  key: string;
  /** First and last day the set is given ('YYYY-MM-DD'); absent for time-travel sets. */
  start?: string;
  end?: string;
  /** The sprite class of the set. */
  class: string;
  items: ContentGearItem[];
}

export interface ContentLoginIncentive {
  /** The keys of what this count gives (empty on counts without a reward). */
  rewardKey: string[];
  reward: { type: string; key: string; text: string; count: number }[];
  prevRewardKey: number | null;
  nextRewardKey: number | null;
  /** The next count that gives something, as the original names it beside nextRewardKey. */
  nextRewardAt: number | null;
}

export type ContentSubscriptionBlock = SubscriptionPlanOffer;

export function presentMystery(
  gearFlat: Readonly<Record<string, ContentGearItem>>,
): Record<string, ContentMysterySet> {
  return Object.fromEntries(
    MYSTERY_SETS.map((set) => [
      set.key,
      {
        key: set.key,
        ...present('start', set.start),
        ...present('end', set.end),
        class: `set_mystery_${set.key}`,
        items: set.items.flatMap((key) => gearFlat[key] ?? []),
      },
    ]),
  );
}

export function presentLoginIncentives(
  catalogue: LocalizedCatalogue,
): Record<string, ContentLoginIncentive> {
  return Object.fromEntries(
    loginIncentives.map((entry) => [
      String(entry.count),
      {
        rewardKey: entry.rewards.map((reward) => reward.key),
        reward: entry.rewards.map((reward) => ({
          ...reward,
          text: itemTextOf(catalogue, reward.type, reward.key),
        })),
        prevRewardKey: entry.prevRewardKey,
        nextRewardKey: entry.nextRewardKey,
        nextRewardAt: entry.nextRewardKey,
      },
    ]),
  );
}

export function presentSubscriptionBlocks(
  catalogue: LocalizedCatalogue,
): Record<string, ContentSubscriptionBlock> {
  return Object.fromEntries(
    Object.values(catalogue.subscriptionPlans).map((plan) => [
      plan.key,
      {
        key: plan.key,
        target: plan.target,
        canSubscribe: plan.canSubscribe,
        months: plan.months,
        price: plan.price,
        ...present('quantity', plan.quantity),
        ...present('discount', plan.discount),
        ...present('original', plan.original),
      },
    ]),
  );
}
