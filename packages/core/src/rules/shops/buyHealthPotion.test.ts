import { describe, expect, it } from 'vitest';
import { buyHealthPotion } from './buyHealthPotion.ts';
import { expectRefusal, makePlayer } from './shopTestKit.ts';

describe('buyHealthPotion (25 gold, +15 hp, cap 50)', () => {
  it.each([
    [30, 1, 100, 45, 75],
    [40, 2, 100, 50, 50],
    [1, 3, 75, 46, 0],
  ])('hp %d, %d potion(s), %d gold → hp %d, gold %d', (hp, quantity, gp, newHp, newGp) => {
    const result = buyHealthPotion(makePlayer({ stats: { hp, gp } }), { quantity });
    expect(result.player.stats).toMatchObject({ hp: newHp, gp: newGp });
    expect(result.message).toBeTruthy();
  });

  it.each([
    [{ hp: 50, gp: 100 }, 1, 'messageHealthAlreadyMax', 401],
    [{ hp: 0, gp: 100 }, 1, 'messageHealthAlreadyMin', 401],
    [{ hp: 10, gp: 24 }, 1, 'messageNotEnoughGold', 401],
    [{ hp: 10, gp: 49 }, 2, 'messageNotEnoughGold', 401],
    [{ hp: 10, gp: 100 }, 0, 'invalidQuantity', 400],
    [{ hp: 10, gp: 100 }, -1, 'invalidQuantity', 400],
    [{ hp: 10, gp: 100 }, 1.5, 'invalidQuantity', 400],
    [{ hp: 10, gp: 100 }, 'two', 'invalidQuantity', 400],
  ])('refuses %o × %s with %s', (stats, quantity, key, status) => {
    expectRefusal(() => buyHealthPotion(makePlayer({ stats }), { quantity }), key, status);
  });
});
