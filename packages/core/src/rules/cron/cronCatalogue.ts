// What the day boundary reads from the content catalogue: the month's mystery items for
// subscribers and the check-in reward table.
import { MYSTERY_SET_BY_KEY } from '../../content/gear/index.ts';
import { loginIncentiveAt } from '../../content/misc/loginIncentives.ts';
import type { CronCatalogue } from './cron.ts';
import type { LoginRewardAt } from './loginIncentive.ts';
import { ownValue } from '../../ownValue.ts';

export function mysteryItemsOf(monthStart: Date): readonly string[] {
  const key = `${monthStart.getUTCFullYear()}${String(monthStart.getUTCMonth() + 1).padStart(2, '0')}`;
  return ownValue(MYSTERY_SET_BY_KEY, key)?.items ?? [];
}

const loginRewardAt: LoginRewardAt = (count) => {
  const entry = loginIncentiveAt(count);
  return { rewards: entry?.rewards ?? [], nextRewardAt: entry?.nextRewardKey ?? undefined };
};

export const CRON_CATALOGUE: CronCatalogue = { mysteryItemsOf, loginRewardAt };
