import { describe, expect, it } from 'vitest';
import {
  activeEvents,
  activeGala,
  calendarText,
  currentSeason,
  datedEvents,
  eventText,
  foodSeasonAt,
  yearlyEventIn,
  yearlyEventTemplates,
} from './index.ts';

const at = (iso: string) => new Date(iso);
const keysAt = (iso: string) => activeEvents(at(iso)).map((event) => event.key);

describe('seasons', () => {
  it.each([
    ['2026-12-01T00:00:00Z', 'winter', 'snowball'],
    ['2026-02-28T23:59:59Z', 'winter', 'snowball'],
    ['2026-03-01T00:00:00Z', 'spring', 'shinySeed'],
    ['2026-05-31T12:00:00Z', 'spring', 'shinySeed'],
    ['2026-06-01T00:00:00Z', 'summer', 'seafoam'],
    ['2026-08-31T23:59:59Z', 'summer', 'seafoam'],
    ['2026-09-01T00:00:00Z', 'fall', 'spookySparkles'],
    ['2026-11-30T23:59:59Z', 'fall', 'spookySparkles'],
  ])('%s is %s with %s', (now, season, spell) => {
    expect(currentSeason(at(now))).toMatchObject({ key: season, spell });
  });
});

describe('seasonal events', () => {
  it('has unique keys and text for every dated event and template', () => {
    const keys = datedEvents.map((event) => event.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(calendarText[`event.${key}`]?.text, key).not.toBe(key);
    for (const template of yearlyEventTemplates) {
      expect(eventText(yearlyEventIn(template, 2027).key)?.text).toMatch(/2027|2028/);
    }
  });

  it('has well-formed windows', () => {
    for (const event of datedEvents) {
      expect(Number.isNaN(Date.parse(event.start)), event.key).toBe(false);
      expect(Date.parse(event.end), event.key).toBeGreaterThan(Date.parse(event.start));
    }
  });

  it('knows birthday10 (Gryphatrice-Jubilant sale window)', () => {
    expect(keysAt('2023-02-01T12:00:00Z')).toContain('birthday10');
    expect(keysAt('2023-01-30T12:00:00Z')).not.toContain('birthday10');
    expect(keysAt('2023-02-09T05:00:00Z')).not.toContain('birthday10');
    expect(foodSeasonAt(at('2023-02-01T12:00:00Z'))).toBe('Cake');
  });

  it.each([
    ['2023-12-20T12:00:00Z', ['g1g12023', 'winter2024']],
    ['2023-12-30T12:00:00Z', ['g1g12023', 'winter2024', 'nye2023']],
    ['2022-10-08T12:00:00Z', ['fall2022', 'fall_extra_gems']],
    ['2022-09-15T12:00:00Z', ['beforeGala', 'bundle202208', 'bundle202209']],
    ['2024-04-01T12:00:00Z', ['spring2024', 'potions202405', 'aprilFools2024']],
    ['2024-05-05T12:00:00Z', ['potions202405', 'noEvent']],
  ])('dated events at %s: %j', (now, expected) => {
    expect(keysAt(now).sort()).toEqual([...expected].sort());
  });

  it.each([
    ['2026-12-30T12:00:00Z', ['g1g12026', 'winter2027', 'nye2026']],
    ['2027-01-06T12:00:00Z', ['g1g12026', 'winter2027']],
    ['2026-07-04T12:00:00Z', ['summer2026']],
    ['2026-10-25T12:00:00Z', ['fall2026', 'spooky_extra_gems2026']],
    ['2026-03-14T09:00:00Z', ['piDay2026']],
    ['2026-05-15T12:00:00Z', []],
  ])('yearly events at %s: %j', (now, expected) => {
    expect(keysAt(now).sort()).toEqual([...expected].sort());
  });

  it('reports the gala and the food season', () => {
    expect(activeGala(at('2026-10-01T00:00:00Z'))?.season).toBe('fall');
    expect(activeGala(at('2026-05-15T00:00:00Z'))).toBeUndefined();
    expect(foodSeasonAt(at('2026-10-01T00:00:00Z'))).toBe('Candy');
    expect(foodSeasonAt(at('2026-03-14T12:00:00Z'))).toBe('Pie');
    expect(foodSeasonAt(at('2026-05-15T00:00:00Z'))).toBe('Normal');
  });

  it('winter instances are named by the year they end', () => {
    const winter = yearlyEventTemplates.find((template) => template.key === 'winter');
    expect(winter && yearlyEventIn(winter, 2026)).toMatchObject({
      key: 'winter2027',
      start: '2026-12-21T08:00Z',
      end: '2027-01-31T23:59:59.999Z',
    });
  });
});
