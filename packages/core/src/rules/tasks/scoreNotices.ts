// The transient notices a scoring shows: plain data with a sign; the client words them.
import type { StatChanges } from './scoringTypes.ts';

export type ScoreNoticeType = 'hp' | 'mp' | 'xp' | 'gp' | 'streak' | 'crit' | 'lvl' | 'damage';

export interface ScoreNotice {
  type: ScoreNoticeType;
  /** The size of the change (always ≥ 0); for `crit` the multiplier, for `lvl` the new level. */
  value: number;
  sign: '+' | '-';
}

function signed(type: ScoreNoticeType, change: number): ScoreNotice[] {
  if (change === 0) return [];
  return [{ type, value: Math.abs(change), sign: change > 0 ? '+' : '-' }];
}

export function scoreNotices(
  changes: StatChanges,
  extra: { crit?: number; streakBonus?: number; newLevel?: number },
): ScoreNotice[] {
  return [
    ...(extra.crit ? [{ type: 'crit', value: extra.crit, sign: '+' } as const] : []),
    ...signed('xp', changes.exp),
    ...signed('gp', changes.gp),
    ...(extra.streakBonus ? signed('streak', extra.streakBonus) : []),
    ...signed('hp', changes.hp),
    ...signed('mp', changes.mp),
    ...(extra.newLevel ? [{ type: 'lvl', value: extra.newLevel, sign: '+' } as const] : []),
  ];
}
