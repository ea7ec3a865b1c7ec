import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../testing/factories.ts';
import { purchaseWithHourglasses } from './purchaseWithHourglasses.ts';
import { expectRefusal, makePlayer } from './shopTestKit.ts';

const now = { now: TEST_NOW };
const trinketsOf = (result: ReturnType<typeof purchaseWithHourglasses>) =>
  result.player.purchased.plan.consecutive.trinkets;

describe('purchaseWithHourglasses', () => {
  it('sells a time-travel background for 1 hourglass', () => {
    const result = purchaseWithHourglasses(
      makePlayer({ trinkets: 1 }),
      { type: 'backgrounds', key: 'airship' },
      now,
    );
    expect(trinketsOf(result)).toBe(0);
    expect(result.player.purchased.background.airship).toBe(true);
  });

  it('sells time-traveller quest scrolls at one hourglass each', () => {
    const result = purchaseWithHourglasses(
      makePlayer({ trinkets: 3 }),
      { type: 'quests', key: 'robot', quantity: 2 },
      now,
    );
    expect(trinketsOf(result)).toBe(1);
    expect(result.player.items.quests.robot).toBe(2);
  });

  it('sells a time-travel pet (at 5) and mount for one hourglass each', () => {
    const player = makePlayer({ trinkets: 2 });
    const pet = purchaseWithHourglasses(player, { type: 'pets', key: 'Mammoth-Base' }, now);
    expect(pet.player.items.pets['Mammoth-Base']).toBe(5);
    expect(trinketsOf(pet)).toBe(1);
    const mount = purchaseWithHourglasses(player, { type: 'mounts', key: 'Phoenix-Base' }, now);
    expect(mount.player.items.mounts['Phoenix-Base']).toBe(true);
  });

  it('sells mystery sets', () => {
    const result = purchaseWithHourglasses(
      makePlayer({ trinkets: 1 }),
      { type: 'mystery', key: '201402' },
      now,
    );
    expect(result.player.items.gear.owned.head_mystery_201402).toBe(true);
  });

  const items = makePlayer().items;
  it.each([
    ['no type', { type: '', key: 'x' }, { trinkets: 5 }, 'typeRequired', 400],
    ['no key', { type: 'pets', key: '' }, { trinkets: 5 }, 'missingKeyParam', 400],
    [
      'a gem background',
      { type: 'backgrounds', key: 'open_waters' },
      { trinkets: 5 },
      'notAllowedHourglass',
      401,
    ],
    [
      'a background owned',
      { type: 'backgrounds', key: 'airship' },
      { trinkets: 5, purchased: { background: { airship: true } } },
      'backgroundAlreadyOwned',
      401,
    ],
    [
      'a quest of another kind',
      { type: 'quests', key: 'gryphon' },
      { trinkets: 5 },
      'notAllowedHourglass',
      401,
    ],
    [
      'more scrolls than hourglasses',
      { type: 'quests', key: 'robot', quantity: 3 },
      { trinkets: 2 },
      'notEnoughHourglasses',
      401,
    ],
    [
      'a pet outside the stable',
      { type: 'pets', key: 'Wolf-Base' },
      { trinkets: 5 },
      'notAllowedHourglass',
      401,
    ],
    [
      'a pet owned',
      { type: 'pets', key: 'Mammoth-Base' },
      { trinkets: 5, items: { ...items, pets: { 'Mammoth-Base': 5 } } },
      'petsAlreadyOwned',
      401,
    ],
    [
      'a mount owned',
      { type: 'mounts', key: 'Mammoth-Base' },
      { trinkets: 5, items: { ...items, mounts: { 'Mammoth-Base': true } } },
      'mountsAlreadyOwned',
      401,
    ],
    ['no hourglass', { type: 'pets', key: 'Mammoth-Base' }, {}, 'notEnoughHourglasses', 401],
    ['eggs', { type: 'eggs', key: 'Wolf' }, { trinkets: 5 }, 'typeNotAllowedHourglass', 401],
  ] as const)('refuses %s', (_case, params, overrides, key, status) => {
    expectRefusal(() => purchaseWithHourglasses(makePlayer(overrides), params, now), key, status);
  });
});
