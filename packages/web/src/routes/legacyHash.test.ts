import { describe, expect, it } from 'vitest';
import { legacyHashTarget } from './legacyHash.ts';

describe('legacyHashTarget', () => {
  it.each([
    ['#/options/groups/guilds/abc-1', '/groups/guild/abc-1'],
    ['#/options/groups/challenges/xyz', '/challenges/xyz'],
    ['#/options/groups/guilds/', null],
    ['#stats', null],
    ['', null],
  ])('%s → %s', (hash, target) => {
    expect(legacyHashTarget(hash)).toBe(target);
  });
});
