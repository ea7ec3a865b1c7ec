import { describe, expect, it } from 'vitest';
import { pageTitle } from './pageTitle.ts';

describe('pageTitle', () => {
  it('joins sub-section, section and product name', () => {
    expect(pageTitle({ section: 'Inventory', subSection: 'Stable' }, 'Questlog')).toBe(
      'Stable | Inventory | Questlog',
    );
  });

  it('joins section and product name', () => {
    expect(pageTitle({ section: 'Tasks' }, 'Questlog')).toBe('Tasks | Questlog');
  });

  it('uses a full title as it is', () => {
    expect(pageTitle({ fullTitle: 'Questlog: play your life', section: 'Home' }, 'Questlog')).toBe(
      'Questlog: play your life',
    );
  });

  it('falls back to the product name alone', () => {
    expect(pageTitle({}, 'Questlog')).toBe('Questlog');
  });
});
