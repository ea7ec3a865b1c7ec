import { describe, expect, it } from 'vitest';
import { movePinnedItem, togglePinnedItem } from './pinnedItems.ts';
import { makePlayer } from './testPlayer.ts';

describe('toggle pinned item', () => {
  it('pins an item, then unpins it', () => {
    const pin = { type: 'marketGear', path: 'gear.flat.weapon_warrior_1' };
    const pinned = togglePinnedItem(makePlayer(), pin);
    expect(pinned.player.pinnedItems).toEqual([pin]);
    expect(pinned.isPinned).toBe(true);
    const unpinned = togglePinnedItem(pinned.player, pin);
    expect(unpinned.player.pinnedItems).toEqual([]);
    expect(unpinned.isPinned).toBe(false);
  });

  it.each([
    ['eggs', 'eggs.Wolf'],
    ['hatchingPotions', 'hatchingPotions.Golden'],
    ['food', 'food.Meat'],
    ['quests', 'quests.atom1'],
    ['bundles', 'bundles.featheredFriends'],
    ['card', 'cardTypes.greeting'],
    ['seasonalSpell', 'spells.special.snowball'],
    ['background', 'background.beach'],
  ])('pins %s at %s', (type, path) => {
    expect(togglePinnedItem(makePlayer(), { type, path }).player.pinnedItems).toEqual([
      { type, path },
    ]);
  });

  it('unpins an official pin through unpinnedItems', () => {
    const official = [{ type: 'marketGear', path: 'gear.flat.weapon_warrior_1' }];
    const pin = { type: 'marketGear', path: 'gear.flat.weapon_warrior_1' };
    const unpinned = togglePinnedItem(makePlayer(), pin, official);
    expect(unpinned.player.unpinnedItems).toEqual([pin]);
    expect(unpinned.player.pinnedItems).toEqual([]);
    expect(unpinned.isPinned).toBe(false);
    expect(togglePinnedItem(unpinned.player, pin, official).player.unpinnedItems).toEqual([]);
  });

  it.each([
    ['the armoire', 'armoire', 'armoire'],
    ['the health potion', 'potion', 'potion'],
    ['a debuff potion', 'debuffPotion', 'spells.special.salt'],
  ])('refuses to unpin %s (cannotUnpinItem)', (_name, type, path) => {
    expect(() => togglePinnedItem(makePlayer(), { type, path })).toThrow(
      expect.objectContaining({ key: 'cannotUnpinItem', status: 400 }),
    );
  });

  it('refuses an unknown type (wrongItemType) and an unknown path (wrongItemPath)', () => {
    expect(() => togglePinnedItem(makePlayer(), { type: 'spaceship', path: 'eggs.Wolf' })).toThrow(
      expect.objectContaining({
        key: 'wrongItemType',
        message: 'Item type "spaceship" is not valid.',
      }),
    );
    expect(() => togglePinnedItem(makePlayer(), { type: 'eggs', path: 'eggs.Unicorn9' })).toThrow(
      expect.objectContaining({ key: 'wrongItemPath', status: 400 }),
    );
  });
});

describe('move pinned item', () => {
  const items = ['eggs.Wolf', 'food.Meat', 'quests.atom1'].map((path) => ({ type: 'x', path }));
  const player = makePlayer({ pinnedItems: items });
  const order = (position: number, path = 'eggs.Wolf') =>
    movePinnedItem(player, { path, position }).player.pinnedItems.map((item) => item.path);

  it('moves an item to a position, clamped, negative from the end', () => {
    expect(order(2)).toEqual(['food.Meat', 'quests.atom1', 'eggs.Wolf']);
    expect(order(0, 'quests.atom1')).toEqual(['quests.atom1', 'eggs.Wolf', 'food.Meat']);
    expect(order(99)).toEqual(['food.Meat', 'quests.atom1', 'eggs.Wolf']);
    expect(order(-1)).toEqual(['food.Meat', 'quests.atom1', 'eggs.Wolf']);
  });

  it('refuses a path not pinned (wrongItemPath) and a position that is not whole', () => {
    expect(() => movePinnedItem(player, { path: 'food.Milk', position: 0 })).toThrow(
      expect.objectContaining({ key: 'wrongItemPath', status: 404 }),
    );
    expect(() => movePinnedItem(player, { path: 'eggs.Wolf', position: 0.5 })).toThrow(
      expect.objectContaining({ key: 'invalidPinPosition' }),
    );
  });
});
