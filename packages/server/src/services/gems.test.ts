import { describe, expect, it } from 'vitest';
import { balanceOf, gemsOf } from './gems.ts';

describe('gems and balance', () => {
  it('stores 4 gems per balance unit (a class change of 3 gems is 0.75)', () => {
    expect(gemsOf(0.75)).toBe(3);
    expect(gemsOf(2.5)).toBe(10);
    expect(balanceOf(3)).toBe(0.75);
  });

  it('keeps quarters exact through many small sums', () => {
    let balance = 0;
    for (let bought = 0; bought < 1000; bought += 1) balance += 0.25;
    expect(gemsOf(balance - 0.75)).toBe(997);
  });

  it('refuses a balance that is not a whole number of gems, or below zero', () => {
    expect(() => gemsOf(0.1)).toThrow(/not a whole/);
    expect(() => gemsOf(-0.25)).toThrow(/not a whole/);
  });
});
