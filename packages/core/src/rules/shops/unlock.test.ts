import { describe, expect, it } from 'vitest';
import { ANIMALS } from '../../content/gear/index.ts';
import { TEST_NOW } from '../../testing/factories.ts';
import { unlock } from './unlock.ts';
import { at, expectRefusal, makePlayer } from './shopTestKit.ts';

const now = { now: TEST_NOW };
const RAINBOW = ['rainbow', 'yellow', 'green', 'purple', 'blue', 'TRUred'];
const rainbowPaths = RAINBOW.map((key) => `hair.color.${key}`);
const ownedRainbow = (count: number) => ({
  hair: { color: Object.fromEntries(RAINBOW.slice(0, count).map((key) => [key, true])) },
});
const animalPaths = ANIMALS.flatMap((animal) => [
  `items.gear.owned.headAccessory_special_${animal}Ears`,
  `items.gear.owned.back_special_${animal}Tail`,
]);
const JULY_2014 = ['open_waters', 'coral_reef', 'seafarer_ship'].map((key) => `background.${key}`);

describe('unlock (item price / 4, set price / 4, gear 0.5)', () => {
  it('unlocks one hair colour for 2 gems and wears it', () => {
    const result = unlock(makePlayer({ balance: 1 }), { path: 'hair.color.rainbow' }, now);
    expect(result.player.balance).toBe(0.5);
    expect(result.player.purchased.hair.color?.rainbow).toBe(true);
    expect((result.player.preferences as unknown as { hair: { color: string } }).hair.color).toBe(
      'rainbow',
    );
    expect(result.message).toBe('Items have been unlocked.');
  });

  it('wears an owned item again without charging', () => {
    const player = makePlayer({ balance: 1, purchased: ownedRainbow(1) });
    const result = unlock(player, { path: 'hair.color.rainbow' }, now);
    expect(result.player.balance).toBe(1);
  });

  it('unlocks a whole set for its set price (5 gems for six colours)', () => {
    const result = unlock(makePlayer({ balance: 2 }), { path: rainbowPaths.join(',') }, now);
    expect(result.player.balance).toBe(0.75);
    expect(Object.keys(result.player.purchased.hair.color ?? {})).toHaveLength(6);
  });

  it('sells the rest of a set whole while it costs at least the set price one by one', () => {
    // 3 owned, 3 left × 2 gems = 6 ≥ 5.
    const player = makePlayer({ balance: 2, purchased: ownedRainbow(3) });
    expect(unlock(player, { path: rainbowPaths.join(',') }, now).player.balance).toBe(0.75);
  });

  it('unlocks a background for 7 gems and a monthly set for 15', () => {
    const one = unlock(makePlayer({ balance: 5 }), { path: 'background.open_waters' }, now);
    expect(one.player.balance).toBe(5 - 7 / 4);
    expect(one.player.purchased.background.open_waters).toBe(true);
    const set = unlock(makePlayer({ balance: 5 }), { path: JULY_2014.join(',') }, now);
    expect(set.player.balance).toBe(5 - 15 / 4);
  });

  it('unlocks animal gear for 2 gems each, or the animal set for 5', () => {
    const one = unlock(
      makePlayer({ balance: 1 }),
      { path: 'items.gear.owned.headAccessory_special_bearEars' },
      now,
    );
    expect(one.player.balance).toBe(0.5);
    expect(one.player.items.gear.owned.headAccessory_special_bearEars).toBe(true);
    const set = unlock(makePlayer({ balance: 2 }), { path: animalPaths.join(',') }, now);
    expect(set.player.balance).toBe(0.75);
    expect(set.player.items.gear.owned.back_special_wolfTail).toBe(true);
  });

  it.each([
    ['no path', '', {}, now, 'pathRequired', 400],
    ['an unknown path', 'hair.color.plaid', {}, now, 'invalidUnlockSet', 400],
    ['a set missing one item', rainbowPaths.slice(1).join(','), {}, now, 'invalidUnlockSet', 400],
    [
      'items of two sets',
      [...rainbowPaths.slice(1), 'skin.rainbow'].join(','),
      {},
      now,
      'invalidUnlockSet',
      400,
    ],
    ['a free item', 'hair.color.white', {}, now, 'invalidUnlockSet', 400],
    [
      'a headband (not animal gear)',
      'items.gear.owned.headAccessory_special_blackHeadband',
      {},
      now,
      'invalidUnlockSet',
      400,
    ],
    ['an hourglass background', 'background.airship', {}, now, 'invalidUnlockSet', 400],
    [
      'a check-in background',
      'background.blue',
      {},
      now,
      'incentiveBackgroundsUnlockedWithCheckins',
      401,
    ],
    [
      'a set owned entirely',
      rainbowPaths.join(','),
      { purchased: ownedRainbow(6) },
      now,
      'alreadyUnlocked',
      401,
    ],
    [
      'the rest of a set cheaper one by one',
      rainbowPaths.join(','),
      { purchased: ownedRainbow(4) },
      now,
      'alreadyUnlockedPart',
      401,
    ],
    [
      'a background not yet released',
      'background.cozy_cider_cellar',
      {},
      at('2025-11-06T12:00:00Z'),
      'messageNotAvailable',
      401,
    ],
    ['too few gems', 'hair.color.rainbow', { balance: 0.25 }, now, 'notEnoughGems', 401],
  ] as const)('refuses %s', (_case, path, overrides, context, key, status) => {
    expectRefusal(
      () => unlock(makePlayer({ balance: 10, ...overrides }), { path }, context),
      key,
      status,
    );
  });

  it('opens November 2025 backgrounds on the 7th at 08:00 UTC', () => {
    const player = makePlayer({ balance: 2 });
    const result = unlock(
      player,
      { path: 'background.cozy_cider_cellar' },
      at('2025-11-07T08:00:00Z'),
    );
    expect(result.player.purchased.background.cozy_cider_cellar).toBe(true);
  });
});
