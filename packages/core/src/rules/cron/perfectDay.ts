// Perfect Day and the end of the day's buffs: every buff — spells, stealth, Chilling Frost,
// transformations — lasts until the next day boundary. A day with a due daily and none missed gives
// a new buff of half the level (at most 50) to each attribute.
import type { Buffs, UserState } from '../../model/user.ts';

export function perfectDayBuffs(level: number, isPerfect: boolean): Buffs {
  const bonus = isPerfect ? Math.ceil(Math.min(level, 100) / 2) : 0;
  return {
    str: bonus,
    int: bonus,
    per: bonus,
    con: bonus,
    stealth: 0,
    streaks: false,
    snowball: false,
    spookySparkles: false,
    shinySeed: false,
    seafoam: false,
  };
}

export function applyPerfectDay(
  user: UserState,
  { perfect, atLeastOneDailyDue }: { perfect: boolean; atLeastOneDailyDue: boolean },
): UserState {
  const isPerfect = perfect && atLeastOneDailyDue;
  return {
    ...user,
    stats: { ...user.stats, buffs: perfectDayBuffs(user.stats.lvl, isPerfect) },
    achievements: isPerfect
      ? { ...user.achievements, perfect: (user.achievements.perfect ?? 0) + 1 }
      : user.achievements,
  };
}
