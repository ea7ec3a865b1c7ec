// The check-in count and its rewards: every day boundary counts one check-in; up to the last
// reward (500) the player is told what the next reward is, and a count with a reward grants it.
import { MAX_INCENTIVES } from '../../content/misc/loginIncentives.ts';
import type { UserState } from '../../model/user.ts';

export type RewardItemType =
  'gear' | 'backgrounds' | 'hatchingPotions' | 'food' | 'eggs' | 'quests' | 'achievement';

export interface RewardItem {
  type: RewardItemType;
  key: string;
  count?: number;
}

export interface LoginRewardInfo {
  /** The rewards given at exactly this count (empty when none). */
  rewards: readonly RewardItem[];
  /** The next count with a reward, if any. */
  nextRewardAt?: number | undefined;
}

/** The catalogue's login-reward table as the rule needs it. */
export type LoginRewardAt = (count: number) => LoginRewardInfo;

export interface CheckInResult {
  user: UserState;
  backgrounds: Record<string, boolean>;
  loginIncentives: number;
  /** The LOGIN_INCENTIVE notification that replaces the previous one, when still counting. */
  notification?: {
    type: 'LOGIN_INCENTIVE';
    data: { nextRewardAt?: number; rewards: RewardItem[]; count: number };
  };
}

export function checkIn(
  user: UserState,
  backgrounds: Readonly<Record<string, boolean>>,
  loginIncentives: number,
  rewardAt: LoginRewardAt,
): CheckInResult {
  const count = loginIncentives + 1;
  if (count > MAX_INCENTIVES)
    return { user, backgrounds: { ...backgrounds }, loginIncentives: count };
  const { rewards, nextRewardAt } = rewardAt(count);
  let next = user;
  const ownedBackgrounds = { ...backgrounds };
  for (const reward of rewards) {
    if (reward.type === 'backgrounds') ownedBackgrounds[reward.key] = true;
    else next = grant(next, reward);
  }
  return {
    user: next,
    backgrounds: ownedBackgrounds,
    loginIncentives: count,
    notification: {
      type: 'LOGIN_INCENTIVE',
      data: {
        count,
        rewards: [...rewards],
        ...(nextRewardAt === undefined ? {} : { nextRewardAt }),
      },
    },
  };
}

function grant(user: UserState, reward: RewardItem): UserState {
  const amount = reward.count ?? 1;
  const { items } = user;
  const add = (counts: Readonly<Record<string, number>>) => ({
    ...counts,
    [reward.key]: (counts[reward.key] ?? 0) + amount,
  });
  switch (reward.type) {
    case 'gear':
      return {
        ...user,
        items: {
          ...items,
          gear: { ...items.gear, owned: { ...items.gear.owned, [reward.key]: true } },
        },
      };
    case 'hatchingPotions':
      return { ...user, items: { ...items, hatchingPotions: add(items.hatchingPotions) } };
    case 'food':
      return { ...user, items: { ...items, food: add(items.food) } };
    case 'eggs':
      return { ...user, items: { ...items, eggs: add(items.eggs) } };
    case 'quests':
      return { ...user, items: { ...items, quests: add(items.quests) } };
    case 'achievement':
      return { ...user, achievements: { ...user.achievements, [reward.key]: true } };
    case 'backgrounds':
      return user;
  }
}
