// Mana regained at the day boundary: a share of a tenth of max mana (at least 10) for the share of
// dailies done; skipped while sleeping in the inn.
import type { UserState } from '../../model/user.ts';
import { computedStats } from '../stats/computedStats.ts';
import { clampMana } from '../tasks/mana.ts';

export function regainMana(
  user: UserState,
  { dailyChecked, dailyDueUnchecked }: { dailyChecked: number; dailyDueUnchecked: number },
): UserState {
  if (user.preferences.sleep) return user;
  // No dailies at all counts as all done.
  const checked = dailyChecked === 0 && dailyDueUnchecked === 0 ? 1 : dailyChecked;
  // Max mana after the new day's (perfect-day) buffs.
  const { maxMP } = computedStats(user);
  const regained = (Math.max(10, 0.1 * maxMP) * checked) / (dailyDueUnchecked + checked);
  return { ...user, stats: { ...user.stats, mp: clampMana(user.stats.mp + regained, maxMP) } };
}
