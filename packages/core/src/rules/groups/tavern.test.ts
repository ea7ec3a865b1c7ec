import { describe, expect, it } from 'vitest';
import { isTavernId, TAVERN_ALIAS, TAVERN_ID } from './tavern.ts';

describe('isTavernId', () => {
  it('knows the Tavern by its id in either case and by its alias, and nothing else', () => {
    expect(isTavernId(TAVERN_ID)).toBe(true);
    expect(isTavernId(TAVERN_ID.toUpperCase())).toBe(true);
    expect(isTavernId(TAVERN_ALIAS)).toBe(true);
    expect(isTavernId('party')).toBe(false);
    expect(isTavernId('00000000-0000-4000-a000-000000000001')).toBe(false);
  });
});
