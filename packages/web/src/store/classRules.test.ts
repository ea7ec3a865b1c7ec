import { describe, expect, it } from 'vitest';
import type { Player } from '../api/tasksTypes.ts';
import { makeTask } from '../test/tasksKit.ts';
import {
  classChangeGems,
  isClassChoiceDue,
  pointAllocated,
  rebirthOffer,
  skillsOf,
  sleepToggled,
  targetTasksOf,
} from './classRules.ts';

function player(
  stats: Record<string, unknown>,
  extra: { flags?: object; preferences?: object; balance?: number } = {},
): Player {
  return {
    id: 'p1',
    stats: { hp: 50, mp: 0, exp: 0, gp: 0, lvl: 1, ...stats },
    balance: extra.balance ?? 0,
    flags: { classSelected: false, ...extra.flags },
    preferences: { sleep: false, disableClasses: false, ...extra.preferences },
  } as Player;
}

const withClass = (klass: string, lvl: number, mp: number, extra = {}) =>
  player({ class: klass, lvl, mp }, { flags: { classSelected: true }, ...extra });

const now = new Date('2026-11-22T12:00:00Z');

describe('classRules (the seam to core’s class rules)', () => {
  it.each([
    [9, {}, {}, false],
    [10, {}, {}, true],
    [10, { classSelected: true }, {}, false],
    [30, {}, { disableClasses: true }, false],
  ])('level %i, flags %o, preferences %o: class choice due %s', (lvl, flags, prefs, isDue) => {
    expect(isClassChoiceDue(player({ lvl }, { flags, preferences: prefs }))).toBe(isDue);
  });

  it('prices a change at 3 gems, the first choice and a return from no classes free', () => {
    expect(classChangeGems(player({ lvl: 10 }))).toBe(0);
    expect(classChangeGems(withClass('rogue', 12, 0))).toBe(3);
    expect(
      classChangeGems(
        player(
          { lvl: 12 },
          { flags: { classSelected: true }, preferences: { disableClasses: true } },
        ),
      ),
    ).toBe(0);
  });

  it('names core’s first refusal per skill: mana, then level when both fail', () => {
    const blocks = skillsOf(withClass('wizard', 12, 25), [makeTask({ type: 'habit' })]).map(
      (skill) => [skill.key, skill.mana, skill.lvl, skill.block],
    );
    expect(blocks).toEqual([
      ['fireball', 10, 11, null],
      ['mpheal', 30, 12, 'notEnoughMana'],
      ['earth', 35, 13, 'spellLevelTooHigh'],
      ['frost', 40, 14, 'spellLevelTooHigh'],
    ]);
  });

  it('knows frost already cast and a task skill with no task to aim at', () => {
    const frozen = player(
      { class: 'wizard', lvl: 14, mp: 100, buffs: { streaks: true } },
      { flags: { classSelected: true } },
    );
    const skills = Object.fromEntries(skillsOf(frozen, []).map((s) => [s.key, s.block]));
    expect(skills).toEqual({
      fireball: 'noTaskToTarget',
      mpheal: null,
      earth: null,
      frost: 'spellAlreadyCast',
    });
  });

  it('offers no challenge or group task to a task skill', () => {
    const own = makeTask({ type: 'todo' });
    const tasks = [
      own,
      makeTask({ type: 'todo', challenge: { id: 'c' } }),
      makeTask({ type: 'habit', group: { id: 'g' } }),
    ];
    expect(targetTasksOf(withClass('warrior', 11, 10), 'smash', tasks)).toEqual([own]);
  });

  it('has no skills without a class', () => {
    expect(skillsOf(player({ lvl: 20, mp: 100 }), [])).toEqual([]);
  });

  it('allocates a point locally by core (intelligence adds mana) and refuses without points', () => {
    const wizard = player(
      { class: 'wizard', lvl: 12, mp: 5, int: 2, points: 1, str: 0, con: 0, per: 0 },
      { flags: { classSelected: true } },
    );
    expect(pointAllocated(wizard, 'int')).toMatchObject({ int: 3, mp: 6, points: 0 });
    expect(pointAllocated({ ...wizard, stats: { ...wizard.stats!, points: 0 } }, 'int')).toBeNull();
  });

  it('toggles the inn', () => {
    expect(sleepToggled(player({})).preferences?.sleep).toBe(true);
  });

  it.each([
    [49, {}, 5, { isOffered: false, isFree: false, canAfford: true }],
    [50, { rebirthEnabled: true }, 1, { isOffered: true, isFree: false, canAfford: false }],
    [50, { rebirthEnabled: true }, 1.5, { isOffered: true, isFree: false, canAfford: true }],
    [100, { rebirthEnabled: true }, 0, { isOffered: true, isFree: true, canAfford: true }],
    [
      100,
      { rebirthEnabled: true, lastFreeRebirth: '2026-10-20T12:00:00Z' },
      0,
      { isOffered: true, isFree: false, canAfford: false },
    ],
  ])('level %i, flags %o, balance %f: rebirth offer %o (6 gems)', (lvl, flags, balance, offer) => {
    expect(rebirthOffer(player({ lvl }, { flags, balance }), now)).toEqual({ ...offer, gems: 6 });
  });
});
