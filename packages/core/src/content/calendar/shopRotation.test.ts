import { describe, expect, it } from 'vitest';
import { releaseDay, releaseEnd, releaseKinds, releaseMonth, releaseStart } from './index.ts';

const at = (iso: string) => new Date(iso);

describe('shop rotation', () => {
  it('releases each kind on its day', () => {
    expect(releaseDay).toEqual({
      timeTravelers: 1,
      backgrounds: 7,
      petQuests: 14,
      potionQuest: 14,
      bundles: 14,
      premiumPotions: 21,
    });
  });

  it.each([
    ['backgrounds', '2026-11-07T07:59:59.999Z', 2026, 10],
    ['backgrounds', '2026-11-07T08:00:00.000Z', 2026, 11],
    ['backgrounds', '2026-11-30T23:59:00.000Z', 2026, 11],
    ['backgrounds', '2026-12-01T00:00:00.000Z', 2026, 11],
    ['timeTravelers', '2026-01-01T07:59:00.000Z', 2025, 12],
    ['timeTravelers', '2026-01-01T08:00:00.000Z', 2026, 1],
    ['petQuests', '2026-03-14T07:59:00.000Z', 2026, 2],
    ['petQuests', '2026-03-14T08:00:00.000Z', 2026, 3],
    ['potionQuest', '2026-03-13T12:00:00.000Z', 2026, 2],
    ['bundles', '2026-03-14T08:00:00.000Z', 2026, 3],
    ['premiumPotions', '2026-02-21T07:59:00.000Z', 2026, 1],
    ['premiumPotions', '2026-02-21T08:00:00.000Z', 2026, 2],
    ['premiumPotions', '2026-01-10T00:00:00.000Z', 2025, 12],
  ] as const)('%s at %s is the release of %i-%i', (kind, now, year, month) => {
    expect(releaseMonth(kind, at(now))).toEqual({ year, month });
  });

  it('opens a release at 08:00 UTC on its day and closes it when the next opens', () => {
    expect(releaseStart('backgrounds', { year: 2026, month: 11 }).toISOString()).toBe(
      '2026-11-07T08:00:00.000Z',
    );
    expect(releaseEnd('premiumPotions', { year: 2026, month: 12 }).toISOString()).toBe(
      '2027-01-21T08:00:00.000Z',
    );
  });

  it('is consistent: the current release started at or before now and ends after it', () => {
    for (const kind of releaseKinds) {
      for (const iso of ['2026-01-01T08:00:00Z', '2026-06-15T03:00:00Z', '2026-12-31T23:59:59Z']) {
        const now = at(iso);
        const release = releaseMonth(kind, now);
        expect(releaseStart(kind, release).getTime()).toBeLessThanOrEqual(now.getTime());
        expect(releaseEnd(kind, release).getTime()).toBeGreaterThan(now.getTime());
      }
    }
  });
});
