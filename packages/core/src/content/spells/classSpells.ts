// Class skills: for each class its four skills, with mana cost, unlocking level and target.
import type { PlayerClass } from '../../model/user.ts';
import type { ClassSpell, SpellTarget } from './types.ts';

// [key, mana, level, target, bulk]
type SpellRow = readonly [string, number, number, SpellTarget, boolean];

const spellRows: Readonly<Record<PlayerClass, readonly SpellRow[]>> = {
  wizard: [
    ['fireball', 10, 11, 'task', false],
    ['mpheal', 30, 12, 'party', true],
    ['earth', 35, 13, 'party', true],
    ['frost', 40, 14, 'self', false],
  ],
  warrior: [
    ['smash', 10, 11, 'task', false],
    ['defensiveStance', 25, 12, 'self', false],
    ['valorousPresence', 20, 13, 'party', true],
    ['intimidate', 15, 14, 'party', true],
  ],
  rogue: [
    ['pickPocket', 10, 11, 'task', false],
    ['backStab', 15, 12, 'task', false],
    ['toolsOfTrade', 25, 13, 'party', true],
    ['stealth', 45, 14, 'self', false],
  ],
  healer: [
    ['heal', 15, 11, 'self', false],
    ['brightness', 15, 12, 'tasks', false],
    ['protectAura', 30, 13, 'party', true],
    // Blessing is cast once per quantity over every member, not as one bulk update.
    ['healAll', 25, 14, 'party', false],
  ],
};

export const classSpells: readonly ClassSpell[] = (
  Object.entries(spellRows) as [PlayerClass, readonly SpellRow[]][]
).flatMap(([klass, rows]) =>
  rows.map(([key, mana, lvl, target, bulk]) => ({ key, klass, mana, lvl, target, bulk })),
);

/** A class's skills in unlock order. */
export function spellsOfClass(klass: PlayerClass): readonly ClassSpell[] {
  return classSpells.filter((spell) => spell.klass === klass);
}
