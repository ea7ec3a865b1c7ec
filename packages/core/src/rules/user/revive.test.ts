import { describe, expect, it } from 'vitest';
import { deepFreeze, fixedRandom, makeUser } from '../../testing/factories.ts';
import { revive } from './revive.ts';

describe('revive', () => {
  it('refuses while the player is alive', () => {
    expect(() => revive(makeUser({ stats: { hp: 0.1 } }), { random: fixedRandom(0) })).toThrow(
      expect.objectContaining({ name: 'NotAuthorized', key: 'cannotRevive' }),
    );
  });

  it('restores health, empties experience and gold, and costs a level', () => {
    const dead = deepFreeze(makeUser({ stats: { hp: 0, exp: 120, gp: 75, lvl: 8 } }));
    const { user } = revive(dead, { random: fixedRandom(0) });
    expect(user.stats).toMatchObject({ hp: 50, exp: 0, gp: 0, lvl: 7 });
  });

  it('never goes below level 1', () => {
    const { user } = revive(makeUser({ stats: { hp: 0 } }), { random: fixedRandom(0) });
    expect(user.stats.lvl).toBe(1);
  });

  it.each([
    // candidates con, per, str (int is 0); the roll picks by index
    [0, 'con'],
    [0.4, 'per'],
    [0.99, 'str'],
  ] as const)('with roll %d takes a point from %s', (roll, stat) => {
    const dead = makeUser({ stats: { hp: 0, con: 2, int: 0, per: 3, str: 4 } });
    const { user, lostStat } = revive(dead, { random: fixedRandom(roll) });
    expect(lostStat).toBe(stat);
    expect(user.stats[stat]).toBe(dead.stats[stat] - 1);
  });

  it('takes no point when every attribute is 0', () => {
    const { lostStat } = revive(makeUser({ stats: { hp: 0 } }), { random: fixedRandom(0.5) });
    expect(lostStat).toBeUndefined();
  });
});
