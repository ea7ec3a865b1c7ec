import { describe, expect, it } from 'vitest';
import { displayNumber, displaySigned, signOf } from './numberDisplay.ts';

describe('number display', () => {
  it.each([
    [0, '0'],
    [5, '5'],
    [1.005, '1.01'],
    [2.3456, '2.35'],
    [999, '999'],
    [998.994, '998.99'],
    [999.5, '1.0k'],
    [1000, '1.0k'],
    [1550, '1.6k'],
    [12345, '12.3k'],
    [999999, '1000.0k'],
    [1000000, '1.0m'],
    [2500000, '2.5m'],
    [999999999, '1000.0m'],
    [1000000000, '1.0b'],
    [4200000000, '4.2b'],
    [-3.14159, '-3.14'],
    [-1500, '-1.5k'],
  ])('%d shows as %s', (value, shown) => {
    expect(displayNumber(value)).toBe(shown);
  });

  it.each([
    [5, '+5'],
    [0, '+0'],
    [-5, '-5'],
    [-0.125, '-0.13'],
    [1234, '+1.2k'],
    [-2000000, '-2.0m'],
  ])('%d signed shows as %s', (value, shown) => {
    expect(displaySigned(value)).toBe(shown);
  });

  it('gives the sign of an amount', () => {
    expect(signOf(3)).toBe('+');
    expect(signOf(-3)).toBe('-');
  });
});
