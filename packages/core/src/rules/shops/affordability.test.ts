import { describe, expect, it } from 'vitest';
import { shortOfMoney } from './affordability.ts';
import { makePlayer } from './shopTestKit.ts';

describe('shortOfMoney (issue 19.9: a buy button shows why it cannot be used)', () => {
  it.each([
    ['gold', { stats: { gp: 29.99 } }, 30, 'messageNotEnoughGold'],
    ['gold', { stats: { gp: 30 } }, 30, null],
    ['gems', { balance: 1.5 }, 7, 'notEnoughGems'], // 6 gems held
    ['gems', { balance: 1.75 }, 7, null],
    ['hourglasses', { trinkets: 0 }, 1, 'notEnoughHourglasses'],
    ['hourglasses', { trinkets: 2 }, 1, null],
  ] as const)('%s: %j for %d → %s', (currency, overrides, price, expected) => {
    expect(shortOfMoney(makePlayer(overrides), price, currency)).toBe(expected);
  });
});
