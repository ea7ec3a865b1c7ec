import { describe, expect, it } from 'vitest';
import { fixedRandom, TEST_NOW } from '../../testing/factories.ts';
import { buy } from './buy.ts';
import { expectRefusal, makePlayer } from './shopTestKit.ts';

const context = { now: TEST_NOW, random: fixedRandom(0.1, 0) };

describe('buy (POST /user/buy/:key): one door chosen by key and type', () => {
  const player = makePlayer({ stats: { gp: 500, hp: 20 }, balance: 5, trinkets: 1 });

  it.each([
    ['potion', undefined, (p: typeof player) => p.stats.hp === 35 && p.stats.gp === 475],
    ['armoire', undefined, (p: typeof player) => p.stats.gp === 400 && p.flags.armoireOpened],
    ['dilatoryDistress1', 'quest', (p: typeof player) => p.items.quests.dilatoryDistress1 === 1],
    ['201402', 'mystery', (p: typeof player) => p.items.gear.owned.head_mystery_201402 === true],
    ['salt', 'special', (p: typeof player) => p.stats.gp === 495],
    ['Wolf', 'eggs', (p: typeof player) => p.items.eggs.Wolf === 1 && p.balance === 4.25],
    [
      'weapon_warrior_1',
      undefined,
      (p: typeof player) => p.items.gear.owned.weapon_warrior_1 === true,
    ],
    ['weapon_warrior_1', 'marketGear', (p: typeof player) => p.stats.gp === 480],
  ] as const)('buys %s (type %s)', (key, type, check) => {
    const result = buy(player, { key, ...(type ? { type } : {}) }, context);
    expect(check(result.player)).toBe(true);
  });

  it('answers the armoire drop', () => {
    const result = buy(player, { key: 'armoire' }, context);
    expect(result).toHaveProperty('armoire.type', 'gear');
  });

  it.each([
    ['no key', { key: '' }, 'missingKeyParam', 400],
    ['a background', { key: 'beach', type: 'backgrounds' }, 'useUnlockForCosmetics', 400],
    ['an unknown type', { key: 'x', type: 'trinkets' }, 'wrongItemType', 400],
  ] as const)('refuses %s', (_case, params, key, status) => {
    expectRefusal(() => buy(player, params, context), key, status);
  });
});
