import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../testing/factories.ts';
import { purchaseWithGems } from './purchaseWithGems.ts';
import { at, expectRefusal, makePlayer } from './shopTestKit.ts';

const now = { now: TEST_NOW };
const gems = (n: number) => n / 4;
const withQuests = (...keys: string[]) => ({
  ...makePlayer().achievements,
  quests: Object.fromEntries(keys.map((key) => [key, 1])),
});

describe('purchaseWithGems (prices in gems, balance = gems / 4)', () => {
  it.each([
    ['eggs', 'Wolf', 2, 6, 'eggs'],
    ['hatchingPotions', 'Golden', 1, 5, 'hatchingPotions'],
    ['hatchingPotions', 'Base', 3, 6, 'hatchingPotions'],
    ['food', 'Meat', 4, 4, 'food'],
    ['food', 'Saddle', 1, 5, 'food'],
    ['quests', 'gryphon', 1, 4, 'quests'],
  ] as const)('sells %s %s × %d for %d gems', (type, key, quantity, price, kind) => {
    const player = makePlayer({ balance: gems(20) });
    const result = purchaseWithGems(player, { type, key, quantity }, now);
    expect(result.player.balance).toBe(gems(20 - price));
    expect(result.player.items[kind][key]).toBe(quantity);
  });

  it('sells a bundle of three quests for 7 gems', () => {
    const player = makePlayer({ balance: gems(7) });
    const result = purchaseWithGems(player, { type: 'bundles', key: 'featheredFriends' }, now);
    expect(result.player.balance).toBe(0);
    expect(result.player.items.quests).toMatchObject({ falcon: 1, harpy: 1, owl: 1 });
  });

  it('sells a quest egg once its quest is completed', () => {
    const player = makePlayer({ balance: 1, achievements: withQuests('gryphon') });
    const result = purchaseWithGems(player, { type: 'eggs', key: 'Gryphon' }, now);
    expect(result.player.items.eggs.Gryphon).toBe(1);
  });

  it('sells an event premium potion during a gala, and seasonal food in its season', () => {
    const player = makePlayer({ balance: 1 });
    const potion = purchaseWithGems(
      player,
      { type: 'premiumHatchingPotions', key: 'RoyalPurple' },
      at('2026-04-10T12:00:00Z'),
    );
    expect(potion.player.items.hatchingPotions.RoyalPurple).toBe(1);
    const cake = purchaseWithGems(
      player,
      { type: 'food', key: 'Cake_Base' },
      at('2026-02-01T12:00:00Z'),
    );
    expect(cake.player.items.food.Cake_Base).toBe(1);
  });

  it('sells gear for 1 gem, 2 for two-handed or animal gear, with the purchase achievement', () => {
    const player = makePlayer({ balance: 1 });
    const armor = purchaseWithGems(player, { type: 'gear', key: 'armor_warrior_1' }, now);
    expect(armor.player.balance).toBe(0.75);
    expect(armor.player.achievements.purchasedEquipment).toBe(true);
    const ears = purchaseWithGems(
      player,
      { type: 'gear', key: 'headAccessory_special_bearEars' },
      now,
    );
    expect(ears.player.balance).toBe(0.5);
  });

  it('sells Gryphatrice-Jubilant for 60 gems during birthday10, starting at 5', () => {
    const player = makePlayer({ balance: 15 });
    const result = purchaseWithGems(
      player,
      { type: 'pets', key: 'Gryphatrice-Jubilant' },
      at('2023-02-01T12:00:00Z'),
    );
    expect(result.player.balance).toBe(0);
    expect(result.player.items.pets['Gryphatrice-Jubilant']).toBe(5);
  });

  it('exchanges gold for gems with type gems', () => {
    const player = makePlayer({ stats: { gp: 20 }, plan: { customerId: 'cus_1' } });
    const result = purchaseWithGems(player, { type: 'gems', key: 'gem' }, now);
    expect(result.player.balance).toBe(0.25);
  });

  const rich = { balance: 100 };
  it.each([
    ['no type', { type: '', key: 'Wolf' }, rich, now, 'typeRequired', 400],
    ['no key', { type: 'eggs', key: '' }, rich, now, 'missingKeyParam', 400],
    ['backgrounds', { type: 'backgrounds', key: 'beach' }, rich, now, 'useUnlockForCosmetics', 400],
    ['an unknown type', { type: 'armoire', key: 'x' }, rich, now, 'notAccteptedType', 401],
    ['an unknown egg', { type: 'eggs', key: 'Nope' }, rich, now, 'contentKeyNotFound', 404],
    ['a locked quest egg', { type: 'eggs', key: 'Gryphon' }, rich, now, 'messageNotAvailable', 401],
    [
      'a premium potion out of its event',
      { type: 'hatchingPotions', key: 'RoyalPurple' },
      rich,
      now,
      'messageNotAvailable',
      401,
    ],
    [
      'cake out of season',
      { type: 'food', key: 'Cake_Base' },
      rich,
      now,
      'messageNotAvailable',
      401,
    ],
    [
      'a gold quest',
      { type: 'quests', key: 'dilatoryDistress1' },
      rich,
      now,
      'questNotGemPurchasable',
      401,
    ],
    [
      'a time-travel quest',
      { type: 'quests', key: 'robot' },
      rich,
      now,
      'messageNotAvailable',
      401,
    ],
    ['a chain quest too early', { type: 'quests', key: 'atom2' }, rich, now, 'mustComplete', 401],
    [
      'a quest without gems',
      { type: 'quests', key: 'gryphon' },
      { balance: 0.75 },
      now,
      'notEnoughGems',
      401,
    ],
    [
      'a bundle without gems',
      { type: 'bundles', key: 'oddballs' },
      { balance: 1.5 },
      now,
      'notEnoughGems',
      401,
    ],
    [
      'gear owned already',
      { type: 'gear', key: 'armor_warrior_1' },
      { ...rich, owned: { armor_warrior_1: true } },
      now,
      'alreadyHave',
      401,
    ],
    [
      'gear of another class',
      { type: 'gear', key: 'armor_rogue_1' },
      rich,
      now,
      'cannotBuyItem',
      401,
    ],
    [
      'the special pet outside birthday10',
      { type: 'pets', key: 'Gryphatrice-Jubilant' },
      rich,
      now,
      'messageNotAvailable',
      401,
    ],
    [
      'the special pet owned',
      { type: 'pets', key: 'Gryphatrice-Jubilant' },
      { ...rich, items: { ...makePlayer().items, pets: { 'Gryphatrice-Jubilant': 5 } } },
      at('2023-02-01T12:00:00Z'),
      'petsAlreadyOwned',
      401,
    ],
    ['another pet', { type: 'pets', key: 'Wolf-Base' }, rich, now, 'petNotFound', 404],
    [
      'a negative quantity',
      { type: 'eggs', key: 'Wolf', quantity: -2 },
      rich,
      now,
      'invalidQuantity',
      400,
    ],
  ] as const)('refuses %s', (_case, params, overrides, context, key, status) => {
    expectRefusal(() => purchaseWithGems(makePlayer(overrides), params, context), key, status);
  });
});
