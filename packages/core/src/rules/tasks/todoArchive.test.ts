import { describe, expect, it } from 'vitest';
import { archiveSearchPattern } from './todoArchive.ts';

describe('archive search', () => {
  it.each([
    [undefined, undefined],
    ['   ', undefined],
    [' taxes ', '%taxes%'],
    ['50%_off', '%50\\%\\_off%'],
    ['a\\b', '%a\\\\b%'],
  ])('%j searches as %j', (search, pattern) => {
    expect(archiveSearchPattern(search)).toBe(pattern);
  });
});
