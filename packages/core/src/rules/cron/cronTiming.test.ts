import { describe, expect, it } from 'vitest';
import { cronTiming } from './cronTiming.ts';

const at = (iso: string) => new Date(iso);

describe('cronTiming', () => {
  it.each([
    // last cron, now, dayStart, offset → days missed
    { last: '2026-03-10T09:00Z', now: '2026-03-10T23:59Z', dayStart: 0, offset: 0, days: 0 },
    { last: '2026-03-10T09:00Z', now: '2026-03-11T00:00Z', dayStart: 0, offset: 0, days: 1 },
    // Day start 4: 03:59 is still yesterday's game day.
    { last: '2026-03-10T09:00Z', now: '2026-03-11T03:59Z', dayStart: 4, offset: 0, days: 0 },
    { last: '2026-03-10T09:00Z', now: '2026-03-11T04:00Z', dayStart: 4, offset: 0, days: 1 },
    // The ends of the accepted range (−840…720, legacy sign).
    // UTC+12 (offset -720): midnight local is 12:00 UTC the day before.
    { last: '2026-03-10T09:00Z', now: '2026-03-10T11:59Z', dayStart: 0, offset: -720, days: 0 },
    { last: '2026-03-10T09:00Z', now: '2026-03-10T12:00Z', dayStart: 0, offset: -720, days: 1 },
    // UTC+14 (offset -840): midnight local is 10:00 UTC the day before.
    { last: '2026-03-10T09:00Z', now: '2026-03-10T10:00Z', dayStart: 0, offset: -840, days: 1 },
    { last: '2026-03-10T09:00Z', now: '2026-03-15T09:00Z', dayStart: 0, offset: 0, days: 5 },
  ])('$last → $now (day start $dayStart, offset $offset): $days', (row) => {
    const timing = cronTiming({
      lastCron: at(row.last),
      now: at(row.now),
      dayStart: row.dayStart,
      timezoneOffset: row.offset,
    });
    expect(timing).toEqual({ daysMissed: row.days });
  });

  it('a clock that moves backwards never gives a day to run', () => {
    const timing = cronTiming({
      lastCron: at('2026-03-12T09:00Z'),
      now: at('2026-03-10T09:00Z'),
      dayStart: 0,
      timezoneOffset: 0,
    });
    expect(timing.daysMissed).toBe(0);
  });

  it('moving east (a later local time) uses the new zone', () => {
    // Last cron 23:30 UTC in UTC+0; now 00:30 UTC+2 the same night, a new local day.
    const timing = cronTiming({
      lastCron: at('2026-03-10T23:30Z'),
      now: at('2026-03-10T22:30Z'),
      dayStart: 0,
      timezoneOffset: -120,
      timezoneOffsetAtLastCron: 0,
    });
    expect(timing.daysMissed).toBe(0);
    const later = cronTiming({
      lastCron: at('2026-03-10T21:30Z'),
      now: at('2026-03-10T22:30Z'),
      dayStart: 0,
      timezoneOffset: -120,
      timezoneOffsetAtLastCron: 0,
    });
    expect(later.daysMissed).toBe(1);
  });

  it('moving west: a day the old zone already ran is not run again; the last cron moves', () => {
    // Cron ran at 00:30 on 11 March in UTC+2 (22:30 UTC on 10 March); now 01:00 UTC on 11 March
    // in UTC+0: a new day there, but the same day in the old zone.
    const timing = cronTiming({
      lastCron: at('2026-03-10T22:30Z'),
      now: at('2026-03-11T01:00Z'),
      dayStart: 0,
      timezoneOffset: 0,
      timezoneOffsetAtLastCron: -120,
    });
    expect(timing).toEqual({ daysMissed: 0, shiftedLastCron: at('2026-03-11T00:30Z') });
    // After the move, the same instant in the new zone is today: nothing more to run.
    const again = cronTiming({
      lastCron: timing.shiftedLastCron!,
      now: at('2026-03-11T01:00Z'),
      dayStart: 0,
      timezoneOffset: 0,
      timezoneOffsetAtLastCron: 0,
    });
    expect(again.daysMissed).toBe(0);
  });

  it('moving west when both zones saw a day pass: the smaller count', () => {
    const timing = cronTiming({
      lastCron: at('2026-03-10T22:30Z'),
      now: at('2026-03-13T01:00Z'),
      dayStart: 0,
      timezoneOffset: 0,
      timezoneOffsetAtLastCron: -120,
    });
    // New zone: 10 → 13 March = 3; old zone (now less 2 h = 23:00 UTC 12 March = 01:00 on
    // 13 March local) against 11 March local = 2.
    expect(timing).toEqual({ daysMissed: 2 });
  });
});
