import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../testing/factories.ts';
import { buySpecialSpell } from './buySpecialSpell.ts';
import { at, expectRefusal, makePlayer } from './shopTestKit.ts';

describe('buySpecialSpell (transformation items 15 gold, antidotes 5)', () => {
  it('sells snowballs during the winter gala into items.special', () => {
    const result = buySpecialSpell(
      makePlayer({ stats: { gp: 40 } }),
      { key: 'snowball', quantity: 2 },
      at('2026-01-10T12:00:00Z'),
    );
    expect(result.player.stats.gp).toBe(10);
    expect(result.player.items.special.snowball).toBe(2);
  });

  it('uses an antidote at once: salt clears the snowball buff for 5 gold', () => {
    const player = makePlayer({
      stats: { gp: 5, buffs: { ...makePlayer().stats.buffs, snowball: true } },
    });
    const result = buySpecialSpell(player, { key: 'salt' }, { now: TEST_NOW });
    expect(result.player.stats.gp).toBe(0);
    expect(result.player.stats.buffs.snowball).toBe(false);
  });

  it.each([
    ['snowball out of its season', 'snowball', { stats: { gp: 99 } }, 'messageNotAvailable', 401],
    ['a card (paid when sent)', 'greeting', { stats: { gp: 99 } }, 'spellNotFound', 404],
    ['an antidote without gold', 'sand', { stats: { gp: 4 } }, 'messageNotEnoughGold', 401],
  ] as const)('refuses %s', (_case, key, overrides, error, status) => {
    expectRefusal(
      () => buySpecialSpell(makePlayer(overrides), { key }, { now: TEST_NOW }),
      error,
      status,
    );
  });
});
