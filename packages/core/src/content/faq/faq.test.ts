import { describe, expect, it } from 'vitest';
import { faqEntries, faqForPlatform, faqPlatforms, type FaqEntry } from './index.ts';

const topics = [
  'task-types',
  'classes',
  'pets',
  'mounts',
  'gems',
  'hourglasses',
  'parties',
  'group-plans',
  'challenges',
];

describe('FAQ content', () => {
  it('has at least 15 entries', () => {
    expect(faqEntries.length).toBeGreaterThanOrEqual(15);
  });

  it.each(faqEntries.map((entry) => [entry.heading, entry] as const))(
    '%s is complete',
    (_heading, entry) => {
      expect(entry.heading).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(entry.question.trim()).toMatch(/\?$/);
      expect(entry.web.trim().length).toBeGreaterThan(60);
      for (const platform of entry.excludedPlatforms) expect(faqPlatforms).toContain(platform);
      expect(entry.excludedPlatforms.length).toBeLessThan(faqPlatforms.length);
    },
  );

  it('has unique headings', () => {
    const headings = faqEntries.map((entry) => entry.heading);
    expect(new Set(headings).size).toBe(headings.length);
  });

  it('covers the main topics', () => {
    const headings = faqEntries.map((entry) => entry.heading);
    for (const topic of topics) expect(headings).toContain(topic);
  });

  it('states the game’s figures', () => {
    const answer = (heading: string) => faqEntries.find((entry) => entry.heading === heading)?.web;
    expect(answer('health-and-fainting')).toContain('at most 50 health');
    expect(answer('gems')).toContain('20 gold per gem');
    expect(answer('parties')).toContain('up to 30 players');
    expect(answer('classes')).toContain('level 10');
  });
});

describe('faqForPlatform', () => {
  const entries: FaqEntry[] = [
    { heading: 'everywhere', excludedPlatforms: [], question: 'a?', web: 'a' },
    { heading: 'web-only', excludedPlatforms: ['android', 'ios'], question: 'b?', web: 'b' },
    { heading: 'apps-only', excludedPlatforms: ['web'], question: 'c?', web: 'c' },
  ];

  it.each([
    ['web', ['everywhere', 'web-only']],
    ['android', ['everywhere', 'apps-only']],
    ['ios', ['everywhere', 'apps-only']],
  ] as const)('on %s keeps %j', (platform, headings) => {
    expect(faqForPlatform(platform, entries).map((entry) => entry.heading)).toEqual(headings);
  });

  it('drops the web-only purchase entry from the apps', () => {
    const onWeb = faqForPlatform('web').map((entry) => entry.heading);
    const onIos = faqForPlatform('ios').map((entry) => entry.heading);
    expect(onWeb).toContain('gems-web-purchase');
    expect(onIos).not.toContain('gems-web-purchase');
    expect(onIos).toHaveLength(faqEntries.length - 1);
  });
});
