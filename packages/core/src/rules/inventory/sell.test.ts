import { describe, expect, it } from 'vitest';
import { openMysteryItem } from './openMysteryItem.ts';
import { sell } from './sell.ts';
import { makePlayer } from './testPlayer.ts';

const stocked = makePlayer({
  stats: { gp: 10 },
  itemChanges: {
    eggs: { Wolf: 3 },
    hatchingPotions: { Golden: 2, Base: 1 },
    food: { Meat: 4, Saddle: 1 },
  },
});

describe('sell', () => {
  it.each([
    ['eggs', 'Wolf', 2, 10 + 2 * 3, 1],
    ['hatchingPotions', 'Golden', 1, 10 + 5, 1],
    ['hatchingPotions', 'Base', 1, 10 + 2, 0],
    ['food', 'Meat', 4, 10 + 4 * 1, 0],
  ])('sells %s %s × %s for their value in gold', (type, key, amount, gp, left) => {
    const { player } = sell(stocked, { type, key, amount });
    expect(player.stats.gp).toBe(gp);
    expect((player.items as unknown as Record<string, Record<string, number>>)[type]?.[key]).toBe(
      left,
    );
  });

  it('sells one when no amount is given', () => {
    expect(sell(stocked, { type: 'eggs', key: 'Wolf' }).player.items.eggs.Wolf).toBe(2);
  });

  it.each([
    ['a negative amount', 'eggs', 'Wolf', -1, 'positiveAmountRequired', 400],
    ['a fractional amount', 'eggs', 'Wolf', 0.5, 'positiveAmountRequired', 400],
    ['no type', '', 'Wolf', 1, 'typeRequired', 400],
    ['no key', 'eggs', '', 1, 'missingKeyParam', 400],
    ['gear', 'gear', 'weapon_warrior_1', 1, 'typeNotSellable', 401],
    ['an item not owned', 'eggs', 'Fox', 1, 'userItemsKeyNotFound', 404],
    ['more than owned', 'eggs', 'Wolf', 4, 'userItemsNotEnough', 404],
    ['the Saddle', 'food', 'Saddle', 1, 'saddleNotSellable', 401],
  ])('refuses %s', (_name, type, key, amount, errorKey, status) => {
    expect(() => sell(stocked, { type, key, amount })).toThrow(
      expect.objectContaining({ key: errorKey, status }),
    );
  });
});

describe('open mystery item', () => {
  it('owns the first item of the list and says when the list is empty', () => {
    const player = makePlayer({ mysteryItems: ['head_mystery_201402', 'armor_mystery_201402'] });
    const first = openMysteryItem(player);
    expect(first.item).toBe('head_mystery_201402');
    expect(first.player.items.gear.owned.head_mystery_201402).toBe(true);
    expect(first.player.purchased.plan.mysteryItems).toEqual(['armor_mystery_201402']);
    expect(first.isListEmpty).toBe(false);
    expect(first.message).toMatch(/^You opened a mystery item: /);
    const second = openMysteryItem(first.player);
    expect(second.isListEmpty).toBe(true);
  });

  it('refuses an empty list (mysteryItemIsEmpty)', () => {
    expect(() => openMysteryItem(makePlayer())).toThrow(
      expect.objectContaining({ key: 'mysteryItemIsEmpty', status: 400 }),
    );
  });
});
