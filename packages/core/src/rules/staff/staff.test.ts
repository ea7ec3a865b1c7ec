import { describe, expect, it } from 'vitest';
import {
  contributorRewards,
  couponReward,
  hasPermission,
  makeCouponCode,
  normaliseCouponCode,
} from './index.ts';

describe('hasPermission', () => {
  it.each([
    [{}, 'userSupport', false],
    [{ userSupport: true }, 'userSupport', true],
    [{ userSupport: true }, 'accessControl', false],
    [{ fullAccess: true }, 'accessControl', true],
    [{ userSupport: 'yes' }, 'userSupport', false],
    [undefined, 'groupSupport', false],
  ] as const)('%j has %s: %s', (permissions, permission, expected) => {
    expect(hasPermission(permissions, permission)).toBe(expected);
  });
});

describe('contributorRewards', () => {
  it('grants each gained tier its gems, the gear of every tier reached and the pet from 6', () => {
    expect(contributorRewards(0, 3)).toEqual({
      gemsByTier: [
        { tier: 1, gems: 10 },
        { tier: 2, gems: 20 },
        { tier: 3, gems: 30 },
      ],
      gear: ['armor_special_1', 'head_special_1'],
      hasPet: false,
    });
    const toSix = contributorRewards(5, 6);
    expect(toSix.gemsByTier).toEqual([{ tier: 6, gems: 60 }]);
    expect(toSix.gear).toHaveLength(4);
    expect(toSix.hasPet).toBe(true);
  });

  it('gives nothing for staying or going down; tiers 8 and 9 carry no gems', () => {
    expect(contributorRewards(4, 4)).toEqual({ gemsByTier: [], gear: [], hasPet: false });
    expect(contributorRewards(5, 2)).toEqual({ gemsByTier: [], gear: [], hasPet: false });
    const sum = contributorRewards(7, 9).gemsByTier.reduce((total, t) => total + t.gems, 0);
    expect(sum).toBe(0);
  });
});

describe('coupons', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const plan = {
    gemsBought: 0,
    mysteryItems: [],
    consecutive: { count: 0, offset: 0, trinkets: 0, gemCapExtra: 0 },
  };

  it('makes codes of three groups of four and reads them back in any form', () => {
    let n = 0;
    const code = makeCouponCode(() => ((n += 7) % 32) / 32);
    expect(code).toMatch(/^[0-9A-Y]{4}-[0-9A-Y]{4}-[0-9A-Y]{4}$/);
    expect(normaliseCouponCode(code.toLowerCase().replace(/-/g, ' '))).toBe(code);
    expect(normaliseCouponCode('ABCD-EFGH')).toBeUndefined();
    expect(normaliseCouponCode('ABCD-EFGH-IJKO')).toBeUndefined();
  });

  it('gives the wondercon gear, or six months of subscription counted from a running one', () => {
    const gear = couponReward('wondercon', { ownedGear: {}, plan }, now).ownedGear;
    expect(gear.eyewear_special_wondercon_red).toBe(true);
    const fresh = couponReward('google_6mo', { ownedGear: {}, plan }, now).plan;
    expect(fresh).toMatchObject({
      customerId: 'google_6mo',
      dateTerminated: '2026-09-10T12:00:00.000Z',
    });
    const running = { ...plan, customerId: 'stripe', dateTerminated: '2026-05-01T00:00:00.000Z' };
    expect(couponReward('google_6mo', { ownedGear: {}, plan: running }, now).plan).toMatchObject({
      customerId: 'stripe',
      dateTerminated: '2026-11-01T00:00:00.000Z',
    });
  });
});
