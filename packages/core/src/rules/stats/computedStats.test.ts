import { describe, expect, it } from 'vitest';
import { makeUser } from '../../testing/factories.ts';
import { computedStats } from './computedStats.ts';

describe('computedStats (game-rules.md §5.2)', () => {
  it('adds buffs and half the level (capped at 100) to each attribute', () => {
    const user = makeUser({
      stats: { lvl: 10, str: 3, int: 2, buffs: { ...makeUser().stats.buffs, str: 4 } },
    });
    expect(computedStats(user)).toMatchObject({ str: 12, int: 7, con: 5, per: 5, maxMP: 44 });
    expect(computedStats(makeUser({ stats: { lvl: 250 } })).con).toBe(50);
  });

  it('gives 30 mana at level 1 and 40 at level 10', () => {
    expect(computedStats(makeUser()).maxMP).toBe(30);
    expect(computedStats(makeUser({ stats: { lvl: 10 } })).maxMP).toBe(40);
  });
});
