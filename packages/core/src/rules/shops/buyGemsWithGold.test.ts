import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../testing/factories.ts';
import { buyGemsWithGold, goldToGemsLeft } from './buyGemsWithGold.ts';
import { expectRefusal, makePlayer } from './shopTestKit.ts';

const now = { now: TEST_NOW };
const subscriber = (gp: number, gemsBought = 0, gemCapExtra = 0) =>
  makePlayer({
    stats: { gp },
    balance: 1,
    plan: {
      customerId: 'cus_1',
      gemsBought,
      consecutive: { count: 1, offset: 0, trinkets: 0, gemCapExtra },
    },
  });

describe('buyGemsWithGold (subscribers, 20 gold a gem, cap 24 + gemCapExtra)', () => {
  it('exchanges 20 gold a gem and counts gemsBought', () => {
    const result = buyGemsWithGold(subscriber(100), { quantity: 2 }, now);
    expect(result.player.stats.gp).toBe(60);
    expect(result.player.balance).toBe(1.5);
    expect(result.player.purchased.plan.gemsBought).toBe(2);
  });

  it('allows 24 plus gemCapExtra a month', () => {
    expect(goldToGemsLeft(subscriber(0))).toBe(24);
    expect(goldToGemsLeft(subscriber(0, 24, 2))).toBe(2);
    const result = buyGemsWithGold(subscriber(100, 24, 2), { quantity: 2 }, now);
    expect(result.player.purchased.plan.gemsBought).toBe(26);
  });

  it.each([
    ['a non-subscriber', makePlayer({ stats: { gp: 100 } }), 1, 'mustSubscribeToPurchaseGems', 401],
    [
      'an ended subscription',
      makePlayer({
        stats: { gp: 100 },
        plan: { customerId: 'cus_1', dateTerminated: '2026-03-01T00:00:00Z' },
      }),
      1,
      'mustSubscribeToPurchaseGems',
      401,
    ],
    ['a month at the cap', subscriber(100, 24), 1, 'maxBuyGems', 401],
    ['more than the cap leaves', subscriber(100, 22), 3, 'reachedGoldToGemCapQuantity', 401],
    ['too little gold', subscriber(39), 2, 'messageNotEnoughGold', 401],
    ['a fractional quantity', subscriber(100), 0.5, 'invalidQuantity', 400],
  ] as const)('refuses %s', (_case, player, quantity, key, status) => {
    expectRefusal(() => buyGemsWithGold(player, { quantity }, now), key, status);
  });
});
