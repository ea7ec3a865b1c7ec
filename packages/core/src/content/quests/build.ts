// Small builders so the regular families (pet and potion quests) are written as compact tables.
import type { Boss, QuestDropItem, QuestDropType, Rage, RageEffect } from './types.ts';

/** `count` identical drop entries: the original counts a drop by repeating it. */
export function times(count: number, type: QuestDropType, key: string): QuestDropItem[] {
  return Array.from({ length: count }, () => ({ type, key }));
}

/** The next scroll of a chain, given to the quest owner only. */
export function nextScroll(key: string): QuestDropItem {
  return { type: 'quests', key, onlyOwner: true };
}

/** A boss whose str and def are 1 unless given. */
export function boss(hp: number, str = 1, extra: Partial<Omit<Boss, 'hp' | 'str'>> = {}): Boss {
  return { hp, str, def: 1, ...extra };
}

/** A party boss's rage: a threshold and one effect. */
export function rage(value: number, kind: RageEffect['kind'], amount: number): Rage {
  return { value, effect: { kind, amount } };
}
