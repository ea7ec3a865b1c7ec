import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../testing/factories.ts';
import { buyMysterySet } from './buyMysterySet.ts';
import { at, expectRefusal, makePlayer } from './shopTestKit.ts';

const now = { now: TEST_NOW };

describe('buyMysterySet (1 Mystic Hourglass a set)', () => {
  it('gives every piece of a past set for one hourglass', () => {
    const result = buyMysterySet(makePlayer({ trinkets: 2 }), '201402', now);
    expect(result.player.purchased.plan.consecutive.trinkets).toBe(1);
    expect(result.player.items.gear.owned).toMatchObject({
      armor_mystery_201402: true,
      back_mystery_201402: true,
      head_mystery_201402: true,
    });
  });

  it.each([
    ['no hourglass', '201402', {}, now, 'notEnoughHourglasses', 401],
    ['an unknown set', '209901', { trinkets: 1 }, now, 'mysterySetNotFound', 404],
    ['the wondercon set', 'wondercon', { trinkets: 1 }, now, 'mysterySetNotFound', 404],
    [
      "the current month's set",
      '201901',
      { trinkets: 1 },
      at('2019-01-15T12:00:00Z'),
      'mysterySetNotFound',
      404,
    ],
    [
      'a set owned entirely',
      '201901',
      { trinkets: 1, owned: { body_mystery_201901: true, head_mystery_201901: true } },
      now,
      'mysterySetNotFound',
      404,
    ],
  ] as const)('refuses %s', (_case, key, overrides, context, error, status) => {
    expectRefusal(() => buyMysterySet(makePlayer(overrides), key, context), error, status);
  });
});
