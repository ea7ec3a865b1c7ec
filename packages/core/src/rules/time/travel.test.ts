// Issue 30: flying Tokyo → Honolulu → Berlin over three days, the app opened every hour, gets one
// day boundary per local date — never two, never none.
import { describe, expect, it } from 'vitest';
import type { DayClock } from './dayClock.ts';
import { dayBoundaryAt, lastBoundaryDateOf } from './dayBoundaryRule.ts';
import { dateKey, dateOfKey } from './dateKeys.ts';
import { HOUR } from './timeTestKit.ts';

const at = (iso: string) => new Date(iso).getTime();
// The zone the device reports (UTC instants): it changes on landing.
const LEGS = [
  // Monday 9 March 00:00 in Tokyo (UTC+9); takes off Tuesday 20:00.
  { zone: 'Asia/Tokyo', from: at('2026-03-08T15:00Z'), takesOff: at('2026-03-10T11:00Z') },
  // Lands Tuesday 08:00 in Honolulu (UTC−10): Tuesday again; takes off Wednesday 12:00.
  { zone: 'Pacific/Honolulu', from: at('2026-03-10T18:00Z'), takesOff: at('2026-03-11T22:00Z') },
  // Lands Thursday 15:00 in Berlin (UTC+1) and stays to Saturday.
  { zone: 'Europe/Berlin', from: at('2026-03-12T14:00Z'), takesOff: at('2026-03-14T00:00Z') },
];

/** Opens the app every hour on the ground, and in flight too when `inFlight` (on the old zone). */
function fly(dayStart: number, { inFlight = false } = {}) {
  const clockAt = (zone: string): DayClock => ({ dayStart, timezone: zone, timezoneOffset: 0 });
  let lastBoundaryDate = dayBoundaryAt({
    now: new Date(LEGS[0]!.from - 1),
    clock: clockAt('Asia/Tokyo'),
    lastBoundaryDate: 0,
  }).date;
  const runs: { at: string; date: string; daysMissed: number }[] = [];
  LEGS.forEach((leg, index) => {
    const until = inFlight ? (LEGS[index + 1]?.from ?? leg.takesOff) : leg.takesOff;
    for (let now = leg.from; now < until; now += HOUR) {
      const clock = clockAt(leg.zone);
      const boundary = dayBoundaryAt({ now: new Date(now), clock, lastBoundaryDate });
      if (boundary.daysMissed === 0) continue;
      const iso = new Date(now).toISOString().slice(0, 16);
      runs.push({ at: iso, date: dateKey(boundary.date), daysMissed: boundary.daysMissed });
      lastBoundaryDate = boundary.date;
    }
  });
  return runs;
}

describe('flying Tokyo → Honolulu → Berlin', () => {
  it('with the day starting at midnight: Monday to Saturday, each once', () => {
    expect(fly(0)).toEqual([
      { at: '2026-03-08T15:00', date: '2026-03-09', daysMissed: 1 }, // Monday 00:00 Tokyo
      { at: '2026-03-09T15:00', date: '2026-03-10', daysMissed: 1 }, // Tuesday 00:00 Tokyo
      // Landing on Tuesday morning in Honolulu: Tuesday already had its boundary.
      { at: '2026-03-11T10:00', date: '2026-03-11', daysMissed: 1 }, // Wednesday 00:00 Honolulu
      { at: '2026-03-12T14:00', date: '2026-03-12', daysMissed: 1 }, // landing Thursday, Berlin
      { at: '2026-03-12T23:00', date: '2026-03-13', daysMissed: 1 }, // Friday 00:00 Berlin
      { at: '2026-03-13T23:00', date: '2026-03-14', daysMissed: 1 }, // Saturday 00:00 Berlin
    ]);
  });

  const DAY_STARTS = Array.from({ length: 24 }, (_, hour) => hour);

  it.each(DAY_STARTS)(
    'opened every hour, in flight too, day start %i: one per date',
    (dayStart) => {
      const runs = fly(dayStart, { inFlight: true });
      const dates = runs.map((run) => dateOfKey(run.date)!);
      expect(runs.every((run) => run.daysMissed === 1)).toBe(true);
      expect(dates).toEqual(dates.map((_date, day) => dates[0]! + day));
    },
  );

  it.each(DAY_STARTS)(
    'opened on the ground only, day start %i: no date twice or lost',
    (dayStart) => {
      // A game date spent wholly in the air has no opening: the landing's run counts it too.
      const runs = fly(dayStart);
      const dates = runs.map((run) => dateOfKey(run.date)!);
      expect(dates).toEqual([...new Set(dates)].sort((a, b) => a - b));
      const counted = runs.reduce((sum, run) => sum + run.daysMissed, 0);
      expect(counted).toBe(dates[dates.length - 1]! - dates[0]! + 1);
    },
  );

  it('the last date is read in the zone it ran in: read in Honolulu it would run Tuesday twice', () => {
    const tuesdayInTokyo = new Date('2026-03-09T15:00Z');
    const tokyo = { dayStart: 0, timezone: 'Asia/Tokyo', timezoneOffset: 0 };
    const honolulu = { dayStart: 0, timezone: 'Pacific/Honolulu', timezoneOffset: 0 };
    expect(dateKey(lastBoundaryDateOf(tuesdayInTokyo, tokyo))).toBe('2026-03-10');
    expect(dateKey(lastBoundaryDateOf(tuesdayInTokyo, honolulu))).toBe('2026-03-09');
    const landing = new Date('2026-03-10T18:00Z');
    const lastBoundaryDate = lastBoundaryDateOf(tuesdayInTokyo, tokyo);
    expect(dayBoundaryAt({ now: landing, clock: honolulu, lastBoundaryDate }).daysMissed).toBe(0);
  });

  it('flying east across the date line counts the date jumped over once, in one run', () => {
    // Monday 23:00 in Pago Pago (UTC−11) is Wednesday 00:00 in Kiritimati (UTC+14).
    const pagoPago = { dayStart: 0, timezone: 'Pacific/Pago_Pago', timezoneOffset: 0 };
    const kiritimati = { dayStart: 0, timezone: 'Pacific/Kiritimati', timezoneOffset: 0 };
    const monday = lastBoundaryDateOf(new Date('2026-03-09T12:00Z'), pagoPago);
    const landing = dayBoundaryAt({
      now: new Date('2026-03-10T10:00Z'),
      clock: kiritimati,
      lastBoundaryDate: monday,
    });
    expect({ date: dateKey(landing.date), daysMissed: landing.daysMissed }).toEqual({
      date: '2026-03-11',
      daysMissed: 2,
    });
  });
});
